import { CssBaseline, ThemeProvider } from '@mui/material';
import { RouterProvider } from 'react-router';
import { DialogsProvider } from '../components/dialogs/dialogs-provider';
import { setUnauthorizedHandler } from '../lib/api';
import { EXPIRED_STATE } from '../lib/session';
import { createAppRouter } from './router';
import { theme } from './theme';

const router = createAppRouter();
setUnauthorizedHandler(() => void router.navigate('/logout', { state: EXPIRED_STATE }));

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* The query cache is the signed-in pages' (screens.tsx): the sign-in page carries none of it. */}
      <DialogsProvider>
        <RouterProvider router={router} />
      </DialogsProvider>
    </ThemeProvider>
  );
}
