import Close from '@mui/icons-material/Close';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useDialogs } from './dialogs/dialogs-context';

interface Props {
  title: string;
  /** Typed changes that closing would lose: Escape, Cancel and the close button ask first. */
  dirty: boolean;
  busy: boolean;
  /** Save: answers whether the form may close. */
  onSubmit: () => Promise<boolean>;
  /** Offers Delete (an existing row): answers whether the row is gone, and the form then closes. */
  onDelete?: (() => Promise<boolean>) | undefined;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a side drawer (full width on a phone), its Save and Cancel always in view at its foot. Enter
 * saves; Escape, Cancel or the close button ask before typed changes are lost.
 */
export function FormDrawer({ title, dirty, busy, onSubmit, onDelete, onClose, children }: Props) {
  const titleId = useId();
  const dialogs = useDialogs();

  async function close() {
    const discard =
      !dirty ||
      (await dialogs.confirm({
        title,
        text: 'Discard changes?',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }));
    if (discard) onClose();
  }

  async function remove() {
    if (await onDelete?.()) onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onSubmit()) onClose();
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
        <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 3, py: 2 }}>{children}</Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', justifyContent: 'flex-end' }}
        >
          {onDelete && (
            <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }}>
              Delete
            </Button>
          )}
          <Button onClick={() => void close()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
