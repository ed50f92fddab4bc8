import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { forgetOnSignOut } from './session';

/**
 * The one query cache. A module, not only context, because route loaders (outside React) start a screen's
 * first fetch while its code is still loading. It comes with the shell, not with the sign-in page; signing
 * out forgets it (clearSession).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A refused or missing answer will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

forgetOnSignOut(() => queryClient.clear());
