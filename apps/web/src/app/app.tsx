import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DialogsProvider } from '../components/dialogs/dialogs-provider';
import { setUnauthorizedHandler } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { EXPIRED_STATE } from '../lib/session';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();
setUnauthorizedHandler(() => void router.navigate('/logout', { state: EXPIRED_STATE }));

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <DialogsProvider>
          <RouterProvider router={router} />
        </DialogsProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
