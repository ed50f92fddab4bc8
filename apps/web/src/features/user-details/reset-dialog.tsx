import { CONFIRM_PROMPTS } from '@acorn/domain/tablets';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { useId, useState } from 'react';

export interface ResetOptions {
  isGmailReset: boolean;
  isPhotoReset: boolean;
  isApplicationReset: boolean;
}

const OPTIONS: { key: keyof ResetOptions; label: string }[] = [
  { key: 'isGmailReset', label: 'Delete google account' },
  { key: 'isPhotoReset', label: 'Delete all photos' },
  { key: 'isApplicationReset', label: 'Delete all applications' },
];

/** 'Are you sure you want to reset device ?' with the spec's three options; null when cancelled. */
export function ResetDialog({ onDone }: { onDone: (options: ResetOptions | null) => void }) {
  const titleId = useId();
  const textId = useId();
  const [options, setOptions] = useState<ResetOptions>({
    isGmailReset: false,
    isPhotoReset: false,
    isApplicationReset: false,
  });
  return (
    <Dialog
      open
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => onDone(null)}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>Reset Tablet</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{CONFIRM_PROMPTS.resetDevice}</DialogContentText>
        <FormGroup sx={{ mt: 1 }}>
          {OPTIONS.map(({ key, label }) => (
            <FormControlLabel
              key={key}
              label={label}
              control={
                <Checkbox
                  checked={options[key]}
                  onChange={(e) => setOptions({ ...options, [key]: e.target.checked })}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button variant="contained" color="error" onClick={() => onDone(options)}>
          Reset
        </Button>
      </DialogActions>
    </Dialog>
  );
}
