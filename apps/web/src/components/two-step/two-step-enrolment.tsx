import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { answerOf } from '../dialogs/failure';
import { confirmTwoStep } from '../../lib/two-step-api';
import { QrCode } from '../qr-code';
import { CODE_NEEDED, codeOf, OneTimeCodeField } from './one-time-code-field';
import { RecoveryCodes } from './recovery-codes';
import { useAction } from '../../lib/use-action';

/** A new key from POST /two-step/start: the otpauth:// link to scan and the same key to type. */
export interface NewKey {
  otpauth_uri: string;
  secret: string;
}

/** The key in groups of four, as authenticator apps show typed keys, so it is easier to copy by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Setting up an authenticator app, in two steps: scan the code (or type the key), then enter the app's first
 * code; then the recovery codes, once. Used at an administrator's first sign-in and on the profile page.
 */
export function TwoStepEnrolment({
  newKey,
  onDone,
  doneLabel,
  stepHeading = 'h2',
}: {
  newKey: NewKey | null;
  onDone: () => void;
  doneLabel: string;
  /** The steps' heading level: under the page's title, or under a section's heading (the profile). */
  stepHeading?: 'h2' | 'h3';
}) {
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useAction(async (code: string) => {
    setError(null);
    try {
      setCodes((await confirmTwoStep(code)).recovery_codes);
    } catch (e) {
      setError(answerOf(e, 'We could not check the code. Try again.'));
    }
  });

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  if (!newKey)
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>Preparing your key...</Typography>
      </Stack>
    );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = codeOf(new FormData(event.currentTarget));
    if (!/^\d{6}$/.test(code)) return setError(CODE_NEEDED);
    await confirm.run(code);
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography component={stepHeading} variant="subtitle1" sx={{ fontWeight: 600 }}>
        1. Add Acorn Portal to your authenticator app
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Open an authenticator app on your phone (for example Google Authenticator or Microsoft Authenticator)
        and scan this code.
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
        <QrCode text={newKey.otpauth_uri} label="QR code for your authenticator app" size={200} />
      </Box>
      <Typography variant="body2">Cannot scan it? Type this key into the app instead:</Typography>
      <Typography
        data-testid="two-step-key"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-word', my: 1 }}
      >
        {grouped(newKey.secret)}
      </Typography>
      <Typography component={stepHeading} variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
        2. Enter the 6-digit code from your authenticator app
      </Typography>
      <OneTimeCodeField />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={confirm.busy}>
        Turn on two-step sign-in
      </Button>
    </Box>
  );
}
