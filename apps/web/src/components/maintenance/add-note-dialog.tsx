import { checkMaintenanceNote } from '@acorn/domain/maintenance';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, type FormEvent } from 'react';
import { useFieldForm } from '../resource-form/use-field-form';

interface Props {
  /** The job, named in the title. */
  title: string;
  busy: boolean;
  /** Saves the note; resolves true once it is stored (the dialog then closes). */
  onSave: (text: string) => Promise<boolean>;
  onClose: () => void;
}

/** Add Note (doc 2 §2.1): one text, checked by the domain's rule before anything is sent. */
export function AddNoteDialog({ title, busy, onSave, onClose }: Props) {
  const titleId = useId();
  const form = useFieldForm({ body: '' });
  const text = form.values.body;
  const problem = form.errorOf('body') ?? null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Portalled, yet inside the edit drawer's form in React's tree: its Save must not save that form too.
    event.stopPropagation();
    const passes = form.check((note) => {
      const message = checkMaintenanceNote(note);
      return message ? { field: 'body', message } : null;
    });
    if (passes && (await onSave(text.trim()))) onClose();
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>Add note: {title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Note"
            autoFocus
            required
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            value={text}
            onChange={(e) => form.change('body', e.target.value)}
            error={problem !== null}
            helperText={problem ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add note
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
