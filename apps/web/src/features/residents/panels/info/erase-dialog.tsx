import { confirmsName, ERASE_MESSAGES } from '@acorn/domain/audit';
import { Alert, DialogContentText, TextField } from '@mui/material';
import { useState } from 'react';
import { FormDialog } from '../../../../components/dialogs/form-dialog';

interface Props {
  /** The name to type, as the server checks it (confirmNameOf). */
  name: string;
  erasing: boolean;
  onErase: (typed: string) => void;
  onClose: () => void;
}

/**
 * Erase personal data: what it removes and what stays, in words; Erase is offered only once the resident's
 * name is typed again, so it cannot be done by a slip of the mouse.
 */
export function EraseDialog({ name, erasing, onErase, onClose }: Props) {
  const [typed, setTyped] = useState('');
  const confirmed = confirmsName(typed, name);
  // Said once what was typed is as long as the name and still not it: not at the first letter.
  const wrong = !confirmed && typed.trim().length >= name.length;
  return (
    <FormDialog
      title={`Erase ${name}’s personal data`}
      saving={erasing}
      onSave={() => confirmed && onErase(typed)}
      onClose={onClose}
      saveLabel="Erase personal data"
      danger
      canSave={confirmed}
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        This cannot be undone. Export the resident’s data first if they asked for a copy.
      </Alert>
      <DialogContentText component="div">
        <p>
          Their profile, chat, health readings, check-ins, calls, medical information, family links and photos
          are deleted. Their tablet is reset (Google account, photos and apps removed) and kept as a spare.
        </p>
        <p>The audit log keeps its rows, showing them as an erased resident with their number only.</p>
      </DialogContentText>
      <TextField
        label="Type the resident’s name to confirm"
        helperText={`Type: ${name}`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        fullWidth
        sx={{ mt: 2 }}
        error={wrong}
      />
      {wrong && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {ERASE_MESSAGES.nameMismatch}
        </Alert>
      )}
    </FormDialog>
  );
}
