import { Alert, Box, Button, Link } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { newPasswordProblem, NewPasswordFields } from '../../components/new-password-fields';
import { PublicPage } from '../../components/public-page';
import { answerOf } from '../../components/dialogs/failure';
import { resetPassword } from './auth-api';

/** Reached from the mailed link: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const problem = newPasswordProblem(form);
    if (problem) return setAnswer({ ok: false, text: problem });
    try {
      setAnswer({ ok: true, text: (await resetPassword(token, String(form.get('new_password')))).message });
    } catch (e) {
      setAnswer({ ok: false, text: answerOf(e, 'Something went wrong. Try again later.') });
    }
  }

  return (
    <PublicPage title="Choose a new password">
      {answer?.ok ? (
        <>
          <Alert severity="success" role="status">
            {answer.text}
          </Alert>
          <Button component={RouterLink} to="/" variant="contained" fullWidth sx={{ mt: 2 }}>
            Sign in
          </Button>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <NewPasswordFields autoFocus />
          {answer && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {answer.text}
            </Alert>
          )}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
            Set password
          </Button>
          <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
            Ask for a new link
          </Link>
        </Box>
      )}
    </PublicPage>
  );
}
