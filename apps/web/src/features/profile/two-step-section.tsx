import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { answerOf } from '../../components/dialogs/failure';
import { TwoStepEnrolment, type NewKey } from '../../components/two-step/two-step-enrolment';
import { disableTwoStep, getTwoStep, startTwoStep } from '../../lib/two-step-api';

const TITLE = 'Two-step sign-in';
const twoStepKey = ['two-step'] as const;

/** What the section is doing: showing the state, asking the password for a change, or setting up a key. */
type Mode =
  { kind: 'idle' } | { kind: 'confirm'; action: 'move' | 'off' } | { kind: 'enrol'; newKey: NewKey | null };

/**
 * The profile's two-step sign-in: anyone may turn it on; administrators must keep it and may only move it
 * to a new phone; turning it off or moving it asks for the password first (the server checks it).
 */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoStepKey, queryFn: getTwoStep });
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: twoStepKey });
  const begin = async (proof?: { password: string }) => {
    setMode({ kind: 'enrol', newKey: null });
    setMode({ kind: 'enrol', newKey: await startTwoStep(proof ?? {}) });
  };
  const fail = (e: unknown) => {
    setMode({ kind: 'idle' });
    setError(answerOf(e, 'That did not work. Try again.'));
  };

  async function confirm(event: FormEvent<HTMLFormElement>, action: 'move' | 'off') {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!password) return setError('Enter your password.');
    setError(null);
    try {
      if (action === 'move') return await begin({ password });
      setNotice((await disableTwoStep({ password })).message);
      setMode({ kind: 'idle' });
      await refresh();
    } catch (e) {
      setError(answerOf(e, 'That did not work. Try again.'));
    }
  }

  const state = status.data;
  return (
    <Paper sx={{ p: 3 }} component="section" aria-labelledby="two-step-heading">
      <Typography id="two-step-heading" component="h2" variant="h6" gutterBottom>
        {TITLE}
      </Typography>
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {mode.kind === 'enrol' ? (
        <TwoStepEnrolment
          newKey={mode.newKey}
          stepHeading="h3"
          doneLabel="Done"
          onDone={() => {
            setMode({ kind: 'idle' });
            void refresh();
          }}
        />
      ) : !state ? (
        <Typography>{status.isError ? 'We could not load this. Reload the page.' : 'Loading...'}</Typography>
      ) : (
        <Stack spacing={2}>
          <Typography>
            {state.enabled
              ? `Two-step sign-in is on: you sign in with your password and a code from your authenticator app. You have ${state.recovery_codes_left} recovery codes left.`
              : 'Two-step sign-in is off. Turn it on to sign in with your password and a code from an app on your phone.'}
          </Typography>
          {mode.kind === 'confirm' ? (
            <Box component="form" noValidate onSubmit={(e) => void confirm(e, mode.action)}>
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
                  {mode.action === 'move' ? 'Continue' : 'Turn off'}
                </Button>
                <Button onClick={() => setMode({ kind: 'idle' })}>Cancel</Button>
              </Stack>
            </Box>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              {error && <Alert severity="error">{error}</Alert>}
              {!state.enabled && (
                <Button variant="outlined" onClick={() => void begin().catch(fail)}>
                  Turn on two-step sign-in
                </Button>
              )}
              {state.enabled && (
                <Button
                  variant="outlined"
                  onClick={() => (setError(null), setMode({ kind: 'confirm', action: 'move' }))}
                >
                  Move to a new phone
                </Button>
              )}
              {state.enabled && !state.required && (
                <Button onClick={() => (setError(null), setMode({ kind: 'confirm', action: 'off' }))}>
                  Turn off two-step sign-in
                </Button>
              )}
            </Stack>
          )}
          {state.required && (
            <Typography variant="body2" color="text.secondary">
              Administrators must keep two-step sign-in on.
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
