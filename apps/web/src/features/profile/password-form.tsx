import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { newPasswordProblem, NewPasswordFields } from '../../components/new-password-fields';
import { useSession } from '../../lib/session';
import { changePassword } from './profile-api';

const TITLE = 'Change password';

/** The signed-in user changes their own password: the current one, then the new one twice. */
export function PasswordForm() {
  const dialogs = useDialogs();
  const session = useSession();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const current = String(form.get('current_password') ?? '');
    const next = String(form.get('new_password') ?? '');
    const problem =
      (current ? null : 'Enter your current password.') ??
      newPasswordProblem(form, { email: session?.user.email });
    if (problem) return dialogs.message({ title: TITLE, text: problem });
    try {
      const { message } = await changePassword(current, next);
      formElement.reset();
      await dialogs.message({ title: TITLE, text: message });
    } catch (e) {
      await dialogs.failure(TITLE, 'Failed to change your password.', e);
    }
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate sx={{ p: 3 }} aria-labelledby="password-heading">
      <Typography id="password-heading" component="h2" variant="h6">
        {TITLE}
      </Typography>
      <TextField
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
        margin="normal"
      />
      <NewPasswordFields />
      <Box sx={{ mt: 2 }}>
        <Button type="submit" variant="outlined">
          Change password
        </Button>
      </Box>
    </Paper>
  );
}
