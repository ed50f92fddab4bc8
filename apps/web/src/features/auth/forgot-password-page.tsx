import { Alert, Box, Button, Link, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { answerOf } from '../../components/dialogs/failure';
import { requestPasswordReset } from './auth-api';

export function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return setAnswer({ ok: false, text: 'Enter the email you sign in with.' });
    try {
      setAnswer({ ok: true, text: (await requestPasswordReset(email)).message });
    } catch (e) {
      setAnswer({ ok: false, text: answerOf(e, 'Something went wrong. Try again later.') });
    }
  }

  return (
    <PublicPage title="Forgot password">
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
          autoFocus
        />
        {answer && (
          <Alert
            severity={answer.ok ? 'success' : 'error'}
            sx={{ mt: 1 }}
            role={answer.ok ? 'status' : 'alert'}
          >
            {answer.text}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
          Send reset link
        </Button>
        <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mt: 2 }}>
          Back to sign in
        </Link>
      </Box>
    </PublicPage>
  );
}
