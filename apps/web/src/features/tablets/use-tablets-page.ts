import { connectivityBucket, type TabletUser, type UsersList } from '@acorn/domain/residents';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvents, type LiveEvent } from '../../lib/live-events';
import { fetchTablets, tabletKeys, type TabletFilters } from './tablets-api';
import { sharedKeys } from '../../lib/query-keys';
import { refetchAfterLiveEvent } from '../../lib/live-refetch';

/** The bucket counts and other pages follow live events at most this often (a fleet reports constantly). */
const RECOUNT_EVERY_MS = 5_000;

/** A card as a live event leaves it; the same card when the event does not concern it. */
export function withEvent(user: TabletUser, event: LiveEvent, now: Date): TabletUser {
  if (user.user_id !== event.user_id) return user;
  switch (event.type) {
    case 'presence':
      return {
        ...user,
        lastSeen: event.last_seen,
        user_status: connectivityBucket(event.online, event.last_seen, now),
      };
    case 'metrics':
      return { ...user, battery: event.battery, acorn_version: event.acorn_version ?? user.acorn_version };
    case 'check_in':
      return { ...user, is_online: event.state as TabletUser['is_online'] };
    default:
      return user;
  }
}

/**
 * One page of the tablets list, filtered and paged by the server. Cards on screen change the moment a
 * tablet connects, drops or reports; the counts are fetched again a few seconds later.
 */
export function useTabletsPage(filters: TabletFilters, page: number) {
  const queryClient = useQueryClient();
  const queryKey = tabletKeys.page(filters, page);
  const query = useQuery({
    queryKey,
    queryFn: () => fetchTablets(filters, page),
    placeholderData: keepPreviousData,
  });

  const recount = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(recount.current), []);

  useLiveEvents((event) => {
    if (event.type !== 'presence' && event.type !== 'metrics' && event.type !== 'check_in') return;
    const now = new Date();
    queryClient.setQueryData<UsersList>(
      queryKey,
      (list) => list && { ...list, users: list.users.map((user) => withEvent(user, event, now)) },
    );
    // Presence moves tablets between buckets: the counts (and a status-filtered page) follow shortly.
    if (event.type === 'presence' && recount.current === undefined) {
      recount.current = setTimeout(() => {
        recount.current = undefined;
        refetchAfterLiveEvent(queryClient, sharedKeys.tablets);
      }, RECOUNT_EVERY_MS);
    }
  });
  return query;
}
