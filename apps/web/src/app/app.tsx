import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { DialogsProvider } from '../components/dialogs/dialogs-provider';
import { ApiError, setUnauthorizedHandler } from '../lib/api';
import { EXPIRED_STATE } from '../lib/session';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();
setUnauthorizedHandler(() => void router.navigate('/logout', { state: EXPIRED_STATE }));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing answer will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

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
