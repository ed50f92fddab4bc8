import { CircularProgress, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PublicPage } from '../../components/public-page';
import { clearSession, getSession } from '../../lib/session';
import { signOut } from './auth-api';

/** `/logout`: revokes the session on the server, forgets everything in the browser, returns to `/`. */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const finish = () => {
      clearSession();
      queryClient.clear();
      void navigate('/', { replace: true });
    };
    // An already ended session is fine: the aim is to be signed out.
    if (getSession())
      signOut()
        .catch(() => undefined)
        .finally(finish);
    else finish();
  }, [navigate, queryClient]);
  return (
    <PublicPage title="Signing out">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>Please wait...</Typography>
      </Stack>
    </PublicPage>
  );
}
