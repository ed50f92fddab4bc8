import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import type { Choice, LookupSource } from './field-input';
import { sharedKeys } from '../../lib/query-keys';

/** Lists that only name things change rarely: fetched once a minute at most, shared by every cell. */
const NAMES_STALE_MS = 60_000;

/** A picker's values (spec doc 1 §7): each distinct `key` of the server's list, in its order. */
export function useLookupValues({ lookup, key }: LookupSource): string[] {
  const { data } = useQuery({
    queryKey: sharedKeys.lookup(lookup),
    // Whichever list it is, its items are read by one key only, as plain values.
    queryFn: async () =>
      (await apiCall('get', `/v1/acorn/${lookup}`)) as { items: Record<string, unknown>[] },
    staleTime: NAMES_STALE_MS,
  });
  return [...new Set((data?.items ?? []).map((item) => String(item[key])))];
}

/** The groups by name, for role 1's group column and picker (a service has tens of groups, not hundreds). */
export function useGroupChoices(): Choice<number>[] {
  const { data } = useQuery({
    queryKey: sharedKeys.lookup('groups'),
    queryFn: () =>
      apiCall('get', '/v1/acorn/groups', {
        query: { page: 1, page_size: 100, sort: 'title', order: 'asc' },
      }),
    staleTime: NAMES_STALE_MS,
  });
  return (data?.items ?? []).map((g) => ({ value: g.group_id, label: g.title ?? `Group ${g.group_id}` }));
}
