import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The one query cache. A module, not only context, because route loaders (outside React) start a screen's
 * first fetch while its code is still loading.
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
