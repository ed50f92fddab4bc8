import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../lib/live-events';
import { fetchResidents, residentKeys, type ResidentsView } from './residents-api';
import { refetchAfterLiveEvent } from '../../lib/live-refetch';

/** Events that change what a row says (its check-in, its badges) or which rows a filter matches. */
const REFRESHING = new Set(['check_in', 'message', 'message_read', 'acknowledged', 'command']);

/** One page of residents, filtered, sorted and paged by the server, asked again when a tablet event says so. */
export function useResidentsPage(view: ResidentsView) {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (!REFRESHING.has(event.type)) return;
    refetchAfterLiveEvent(queryClient, residentKeys.pages);
  });
  return useQuery({
    queryKey: residentKeys.page(view),
    queryFn: () => fetchResidents(view),
    placeholderData: keepPreviousData,
  });
}
