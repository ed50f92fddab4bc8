import { confirmsName, ERASE_MESSAGES } from '@acorn/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';

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
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const confirmed = confirmsName(typed, name);
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            if (confirmed) onErase(typed);
          },
        },
      }}
    >
      <DialogTitle id={titleId}>Erase {name}’s personal data</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          This cannot be undone. Export the resident’s data first if they asked for a copy.
        </Alert>
        <DialogContentText component="div">
          <p>
            Their profile, chat, health readings, check-ins, calls, medical information, family links and
            photos are deleted. Their tablet is reset (Google account, photos and apps removed) and kept as a
            spare.
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
          error={typed.trim() !== '' && !confirmed && typed.trim().length >= name.length}
        />
        {typed.trim() !== '' && !confirmed && typed.trim().length >= name.length && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {ERASE_MESSAGES.nameMismatch}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color="error"
          disabled={!confirmed || erasing}
          sx={{ minHeight: 44 }}
        >
          Erase personal data
        </Button>
      </DialogActions>
    </Dialog>
  );
}
