import { Alert, Button, Typography } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { landingPath } from '@acorn/domain/access';
import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { answerOf } from '../../components/dialogs/failure';
import { PublicPage } from '../../components/public-page';
import { PasswordProof } from '../../components/two-step/password-proof';
import { TwoStepEnrolment, type NewKey } from '../../components/two-step/two-step-enrolment';
import { ApiError } from '../../lib/api';
import { queryClient } from '../../lib/query-client';
import { getSession, saveSession, type Session } from '../../lib/session';
import { startTwoStep } from '../../lib/two-step-api';
import { checkSession } from './auth-api';

/**
 * `/two-step-setup`: an administrator's first sign-in (two-step sign-in is required for role 1). The server
 * refuses them everything else until it is on; once the recovery codes are saved, they land as usual.
 */
export function TwoStepSetupPage() {
  const navigate = useNavigate();
  const [newKey, setNewKey] = useState<NewKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ask, setAsk] = useState(false);
  const [proofError, setProofError] = useState<string | null>(null);

  function withPassword(password: string) {
    if (!password) return setProofError('Enter your password.');
    setProofError(null);
    startTwoStep({ password }).then(
      (key) => (setAsk(false), setNewKey(key)),
      (e: unknown) => setProofError(answerOf(e, 'We could not prepare your key. Try again.')),
    );
  }

  /** Two-step sign-in is on: the session (no longer held to set-up) is kept, and the page lands by role. */
  const land = (session: Session) => {
    saveSession(session);
    return navigate(landingPath(session.roles), { replace: true });
  };

  // Each start makes a new key: StrictMode's second run of the effect must not make another.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const session = getSession();
    if (!session?.user.two_step_setup_required) {
      // Signed out, or set up already (the profile page moves a key to a new phone).
      void navigate(session ? landingPath(session.roles) : '/', { replace: true });
      return;
    }
    // The server is asked first: a page reloaded after the first code (on its recovery codes), or a second
    // tab, finds two-step sign-in on already, and goes on to the portal rather than ask for a new key.
    checkSession()
      .then((fresh) => {
        if (!fresh.user.two_step_setup_required) return land(fresh);
        return startTwoStep().then(setNewKey);
      })
      .catch((e: unknown) => {
        // Straight after sign-in the server takes the session's word; later it asks for the password.
        if (e instanceof ApiError && e.message === TWO_STEP_MESSAGES.proveIdentity) return setAsk(true);
        setError(answerOf(e, 'We could not prepare your key. Reload the page to try again.'));
      });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The recovery codes are saved: the session is asked again and the page lands by role.
  function done() {
    checkSession()
      .then(land)
      .catch(() => navigate('/', { replace: true }));
  }

  return (
    <PublicPage title="Set up two-step sign-in">
      <Typography sx={{ mb: 2 }}>
        Administrators sign in with a password and a code from an app on their phone. This keeps residents’
        records safe even if someone learns your password. It takes about two minutes.
      </Typography>
      {error ? (
        <Alert severity="error">{error}</Alert>
      ) : ask ? (
        <PasswordProof submitLabel="Continue" error={proofError} onPassword={withPassword} />
      ) : (
        // A public page, outside the shell that provides the query cache to signed-in screens; the
        // enrolment's actions run through it (useAction).
        <QueryClientProvider client={queryClient}>
          <TwoStepEnrolment newKey={newKey} onDone={done} doneLabel="Continue to the portal" />
        </QueryClientProvider>
      )}
      <Button component={RouterLink} to="/logout" sx={{ mt: 2 }}>
        Sign out
      </Button>
    </PublicPage>
  );
}
