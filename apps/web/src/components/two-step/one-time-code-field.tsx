import { TextField } from '@mui/material';

/**
 * The authenticator's 6-digit code: a number pad on phones, and the code offered by the phone's keyboard
 * or password manager where it can (autocomplete one-time-code).
 */
export function OneTimeCodeField({
  label = '6-digit code',
  autoFocus = false,
}: {
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      name="code"
      label={label}
      required
      fullWidth
      margin="normal"
      autoFocus={autoFocus}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** The code as typed, without the spaces some apps show in the middle ("123 456"). */
export const codeOf = (form: FormData) => String(form.get('code') ?? '').replace(/\s/g, '');
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app.';
