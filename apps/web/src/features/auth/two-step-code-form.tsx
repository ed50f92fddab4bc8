import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { useState, type FormEvent } from 'react';
import { answerOf } from '../../components/dialogs/failure';
import { CODE_NEEDED, codeOf, OneTimeCodeField } from '../../components/two-step/one-time-code-field';
import type { Session } from '../../lib/session';
import { signInWithCode } from './auth-api';

/**
 * Sign-in's second step: the 6-digit code from the authenticator app, or one of the recovery codes. A
 * challenge that has ended (5 minutes, or used) sends the person back to the password with the reason.
 */
export function TwoStepCodeForm({
  mfaToken,
  onSignedIn,
  onRestart,
}: {
  mfaToken: string;
  onSignedIn: (session: Session) => void;
  onRestart: (reason?: string) => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const recoveryCode = String(form.get('recovery_code') ?? '').trim();
    const code = codeOf(form);
    if (recovery && !recoveryCode) return setError('Enter one of your recovery codes.');
    if (!recovery && !/^\d{6}$/.test(code)) return setError(CODE_NEEDED);
    const answer = recovery ? { recovery_code: recoveryCode } : { code };
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await signInWithCode(mfaToken, answer));
    } catch (e) {
      const message = answerOf(e, 'Sign-in failed. Try again later.');
      if (message === TWO_STEP_MESSAGES.challengeEnded) return onRestart(message);
      setError(message);
      setBusy(false);
    }
  }

  const switchTo = (useRecovery: boolean) => {
    setRecovery(useRecovery);
    setError(null);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography>
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-step sign-in.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </Typography>
      {recovery ? (
        <TextField
          key="recovery"
          name="recovery_code"
          label="Recovery code"
          autoComplete="off"
          required
          fullWidth
          margin="normal"
          autoFocus
        />
      ) : (
        <OneTimeCodeField key="code" autoFocus />
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
        Sign in
      </Button>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1, mt: 2 }}>
        <Link component="button" type="button" onClick={() => switchTo(!recovery)}>
          {recovery ? 'Use the code from your authenticator app' : 'Use a recovery code instead'}
        </Link>
        <Link component="button" type="button" onClick={() => onRestart()}>
          Back to email and password
        </Link>
      </Box>
    </Box>
  );
}
