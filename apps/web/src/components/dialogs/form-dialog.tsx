import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
  /** The button's word where it is not Save, and red for what cannot be undone (Erase personal data). */
  saveLabel?: string;
  danger?: boolean;
  /** False while the form is not yet fit to send (the erasure's name not typed): the button waits. */
  canSave?: boolean;
}

/**
 * A short form in a dialog (the Health panel's, Invite family member) with Cancel and Save, Save also by
 * Enter in a box. On a phone it fills the screen with its buttons always in view, so Save is never
 * scrolled away.
 */
export function FormDialog({
  title,
  saving,
  onSave,
  onClose,
  children,
  saveLabel = 'Save',
  danger = false,
  canSave = true,
}: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
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
          // The domain's checks say what is missing, on the field; the browser's own bubble would not.
          ...{ noValidate: true },
          onSubmit: (e: React.FormEvent) => {
            e.preventDefault();
            onSave();
          },
        },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={danger ? 'error' : 'primary'}
          disabled={saving || !canSave}
          sx={{ minHeight: 44 }}
        >
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
