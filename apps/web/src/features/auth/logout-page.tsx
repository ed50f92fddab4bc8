import { CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { clearSession, EXPIRED_STATE, endedByItself, getSession } from '../../lib/session';
import { signOut } from './auth-api';

/** `/logout`: revokes the session on the server, forgets everything in the browser, returns to `/`. */
export function LogoutPage() {
  const navigate = useNavigate();
  const expired = endedByItself(useLocation().state);
  useEffect(() => {
    const finish = () => {
      clearSession(); // and with it the query cache
      void navigate('/', { replace: true, state: expired ? EXPIRED_STATE : null });
    };
    // An already ended session is fine: the aim is to be signed out.
    if (getSession())
      signOut()
        .catch(() => undefined)
        .finally(finish);
    else finish();
  }, [navigate, expired]);
  return (
    <PublicPage title="Signing out">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>Please wait...</Typography>
      </Stack>
    </PublicPage>
  );
}
