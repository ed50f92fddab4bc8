import Close from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useId, type FormEvent } from 'react';
import { useDialogs } from '../dialogs/dialogs-context';
import type { ResourceColumn } from '../resource-table/field-input';
import { editableFields, type TableDefinition } from '../resource-table/table-definition';
import { DatesProvider } from './date-inputs';
import { planFields, sectionsOf } from './form-plan';
import { FormFields } from './form-fields';
import type { FormMode } from './form-values';
import { useResourceForm } from './use-resource-form';

export interface ResourceFormProps<R extends GridValidRowModel, I extends object> {
  def: TableDefinition<R, I>;
  /** The columns as this user sees them: the form has the same fields, in the same order. */
  columns: readonly ResourceColumn<R>[];
  roles: readonly number[];
  mode: FormMode;
  /** The row being edited, or the one a new row is copied from (Duplicate). */
  row: R | undefined;
  /**
   * A new row's starting values over the contract's defaults (the times chosen in a calendar): the form
   * opens with them as its unchanged state. Add only.
   */
  preset?: Partial<R> | undefined;
  onClose: () => void;
  onSaved: (row: R, mode: FormMode) => void;
  /**
   * Offers Delete on an existing row where the screen has no other (the calendar): asks, deletes, and
   * answers whether the row is gone; the form then closes.
   */
  onDelete?: ((row: R) => Promise<boolean>) | undefined;
}

/**
 * Add and Edit: a form in a side drawer (full width on a phone), its Save and Cancel always in view at its
 * foot. Enter saves; Escape, Cancel or the close button ask before typed changes are lost.
 */
export function ResourceForm<R extends GridValidRowModel, I extends object>(props: ResourceFormProps<R, I>) {
  const { def, columns, roles, mode, row, preset, onClose, onSaved, onDelete } = props;
  const titleId = useId();
  const dialogs = useDialogs();
  const fields = planFields(def, columns, mode, editableFields(def.source, roles));
  const form = useResourceForm({ def, fields, mode, row, preset, onSaved });
  const title = `${mode === 'add' ? 'Add' : 'Edit'} ${def.noun}`;

  async function close() {
    const discard =
      !form.dirty ||
      (await dialogs.confirm({
        title,
        text: 'Discard changes?',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }));
    if (discard) onClose();
  }

  async function remove(existing: R) {
    if (await onDelete?.(existing)) onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await form.submit()) onClose();
  }

  return (
    <Drawer
      anchor="right"
      open
      onClose={() => void close()}
      // Above the top bar, which wide screens raise over the permanent menu (drawer + 1): beneath it the
      // form's title and its Close button were covered and could not be clicked.
      sx={{ zIndex: (t) => t.zIndex.drawer + 2 }}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 560 } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e: FormEvent) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', px: 3, py: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          <IconButton aria-label="Close" onClick={() => void close()}>
            <Close />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>
          <DatesProvider>
            <FormFields
              sections={sectionsOf(
                fields.filter((f) => f.shownWhen?.(form.values) ?? true),
                def.sections,
              )}
              form={form}
            />
          </DatesProvider>
          {mode === 'update' && row && def.formExtra?.(row)}
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end' }}
        >
          {mode === 'update' && row && onDelete && (
            <Button color="error" onClick={() => void remove(row)} disabled={form.busy} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={() => void close()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.busy}>
            Save
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
