import { TextField } from '@mui/material';
import { validatePassword, type PasswordOwner } from '@acorn/domain/auth';

/** The new password, twice: for the reset page and the profile's password change. */
export function NewPasswordFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const common = {
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    fullWidth: true,
    margin: 'normal',
  } as const;
  return (
    <>
      <TextField
        {...common}
        name="new_password"
        label="New password"
        helperText="At least 12 characters, and not your email address."
        autoFocus={autoFocus}
      />
      <TextField {...common} name="confirm_password" label="New password again" />
    </>
  );
}

/**
 * The first problem with the new password a form holds (the server checks the same rule, knowing whose
 * password it is even where the page does not), or null.
 */
export function newPasswordProblem(form: FormData, owner: PasswordOwner = {}): string | null {
  const password = String(form.get('new_password') ?? '');
  return (
    validatePassword(password, owner) ??
    (password === form.get('confirm_password') ? null : 'The two new passwords are not the same.')
  );
}
