import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { hashKey } from '@tanstack/react-query';

/** Per client, the queries that fetch once more when their fetch in flight settles. */
const trailing = new WeakMap<QueryClient, Set<string>>();

/**
 * Fetches what a live event changed, losing no event and cancelling no fetch. A fetch in flight may have
 * read the database before the event's change, so it cannot stand for the event; cancelling it instead
 * would, under a burst of events (a fleet reconnecting), never let a list finish. So the query fetches
 * once more after the one in flight: every event until that next fetch starts is covered by it.
 */
export function refetchAfterLiveEvent(queryClient: QueryClient, queryKey: QueryKey) {
  const fetching = () => queryClient.isFetching({ queryKey }) > 0;
  if (!fetching()) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  const waiting = trailing.get(queryClient) ?? new Set<string>();
  trailing.set(queryClient, waiting);
  const key = hashKey(queryKey);
  if (waiting.has(key)) return;
  waiting.add(key);
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (fetching()) return;
    unsubscribe();
    waiting.delete(key);
    void queryClient.invalidateQueries({ queryKey });
  });
}
