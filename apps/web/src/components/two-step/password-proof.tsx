import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';

/**
 * Asks for the password before the authenticator is set up, moved or turned off: the server checks it, so a
 * session left open (or stolen) cannot put its own authenticator on the account.
 */
export function PasswordProof({
  submitLabel,
  error,
  onPassword,
  onCancel,
}: {
  submitLabel: string;
  error: string | null;
  onPassword: (password: string) => void;
  onCancel?: () => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onPassword(String(new FormData(event.currentTarget).get('password') ?? ''));
  }
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography>Enter your password to confirm it is you.</Typography>
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
        autoFocus
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </Stack>
    </Box>
  );
}
