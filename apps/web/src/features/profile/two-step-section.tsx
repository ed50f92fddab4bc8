import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { answerOf } from '../../components/dialogs/failure';
import { PasswordProof } from '../../components/two-step/password-proof';
import { TwoStepEnrolment, type NewKey } from '../../components/two-step/two-step-enrolment';
import { disableTwoStep, getTwoStep, startTwoStep } from '../../lib/two-step-api';

const TITLE = 'Two-step sign-in';
const twoStepKey = ['two-step'] as const;

/** What the section is doing: showing the state, asking the password for a change, or setting up a key. */
type Action = 'on' | 'move' | 'off';
type Mode = { kind: 'idle' } | { kind: 'confirm'; action: Action } | { kind: 'enrol'; newKey: NewKey };

const SUBMIT: Record<Action, string> = { on: 'Continue', move: 'Continue', off: 'Turn off' };

/**
 * The profile's two-step sign-in: anyone may turn it on; administrators must keep it and may only move it
 * to a new phone; turning it on, moving it or turning it off asks for the password first (the server
 * checks it).
 */
export function TwoStepSection() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: twoStepKey, queryFn: getTwoStep });
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: twoStepKey });
  const ask = (action: Action) => {
    setError(null);
    setMode({ kind: 'confirm', action });
  };

  async function confirm(password: string, action: Action) {
    if (!password) return setError('Enter your password.');
    setError(null);
    try {
      if (action !== 'off') return setMode({ kind: 'enrol', newKey: await startTwoStep({ password }) });
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
            <PasswordProof
              submitLabel={SUBMIT[mode.action]}
              error={error}
              onPassword={(password) => void confirm(password, mode.action)}
              onCancel={() => setMode({ kind: 'idle' })}
            />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
              {!state.enabled && (
                <Button variant="outlined" onClick={() => ask('on')}>
                  Turn on two-step sign-in
                </Button>
              )}
              {state.enabled && (
                <Button variant="outlined" onClick={() => ask('move')}>
                  Move to a new phone
                </Button>
              )}
              {state.enabled && !state.required && (
                <Button onClick={() => ask('off')}>Turn off two-step sign-in</Button>
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
