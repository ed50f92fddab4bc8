import type { GridValidRowModel } from '@mui/x-data-grid';
import { FormDrawer } from '../form-drawer';
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
 * Add and Edit: the resource's fields in the form drawer (components/form-drawer.tsx), opened on a row, a
 * copy or a preset; Save runs the spec's rules first.
 */
export function ResourceForm<R extends GridValidRowModel, I extends object>(props: ResourceFormProps<R, I>) {
  const { def, columns, roles, mode, row, preset, onClose, onSaved, onDelete } = props;
  const fields = planFields(def, columns, mode, editableFields(def.source, roles));
  const form = useResourceForm({ def, fields, mode, row, preset, onSaved });
  return (
    <FormDrawer
      title={`${mode === 'add' ? 'Add' : 'Edit'} ${def.noun}`}
      dirty={form.dirty}
      busy={form.busy}
      onSubmit={form.submit}
      onDelete={mode === 'update' && row && onDelete ? () => onDelete(row) : undefined}
      onClose={onClose}
    >
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
    </FormDrawer>
  );
}
