import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { landingPath } from '@acorn/domain/access';
import { TWO_STEP_SETUP_PATH } from '@acorn/domain/auth';
import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { LightTextField } from '../../components/light-text-field';
import { PublicPage } from '../../components/public-page';
import { answerOf } from '../../components/dialogs/failure';
import { ApiError } from '../../lib/api';
import { clearSession, endedByItself, getSession, saveSession, type Session } from '../../lib/session';
import { lazyNamed } from '../../lib/lazy-named';
import { checkSession, signIn } from './auth-api';

// Only accounts with two-step sign-in see the code step: its code comes when they do (the page's weight).
const TwoStepCodeForm = lazyNamed(() => import('./two-step-code-form'), 'TwoStepCodeForm');

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const UNLOCKING = 'Sign in with your password: this link lets you in while others are locked out.';

/** `/`: checks a stored session and lands the user by role, or asks them to sign in. */
export function SignInPage() {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => getSession() !== null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Back here because the session ended by itself (a 401 on any call, or the stored one found ended).
  const { state, search } = useLocation();
  const [expired, setExpired] = useState(() => endedByItself(state));
  // Opened from the mail sent when others' guesses paused sign-ins to the account: it lets this one in.
  const unlockToken = new URLSearchParams(search).get('unlock') ?? undefined;

  // The password was right and two-step sign-in is on: the code step, with the challenge it answers.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const land = (session: Session) => {
    saveSession(session);
    const setUp = session.user.two_step_setup_required;
    void navigate(setUp ? TWO_STEP_SETUP_PATH : landingPath(session.roles), { replace: true });
  };

  useEffect(() => {
    const stored = getSession();
    if (!stored) return;
    checkSession()
      .then(land)
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.status === 401) {
          clearSession();
          setExpired(true);
        } else setError('We could not check your session. Please sign in.');
        setChecking(false);
      });
    // Runs once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!email || !password) return setError('Enter your email and password.');
    setBusy(true);
    setError(null);
    try {
      const step = await signIn(email, password, unlockToken);
      if ('session' in step) return land(step.session);
      setMfaToken(step.mfaToken);
      setBusy(false);
    } catch (e) {
      // The server gives one answer whether or not the email exists; so does this page.
      setError(answerOf(e, 'Sign-in failed. Try again later.'));
      setBusy(false);
    }
  }

  if (checking) {
    return (
      <PublicPage title="Sign in">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking user details...</Typography>
        </Stack>
      </PublicPage>
    );
  }
  if (mfaToken) {
    return (
      <PublicPage title="Two-step sign-in">
        <Suspense>
          <TwoStepCodeForm
            mfaToken={mfaToken}
            onSignedIn={land}
            onRestart={(reason) => {
              setMfaToken(null);
              setError(reason ?? null);
            }}
          />
        </Suspense>
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Sign in">
      {expired && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {SESSION_EXPIRED}
        </Alert>
      )}
      {unlockToken && (
        <Alert severity="info" role="status" sx={{ mb: 1 }}>
          {UNLOCKING}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} noValidate>
        <LightTextField name="email" label="Email" type="email" autoComplete="username" required autoFocus />
        <LightTextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
          Sign in
        </Button>
        <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mt: 2 }}>
          Forgot password?
        </Link>
      </Box>
    </PublicPage>
  );
}
