import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchFile } from './api';

const watched = new WeakSet<QueryClient>();

/** Gives each picture's object URL back when the cache drops it (unseen for its gcTime). Once per cache. */
function releasePictures(client: QueryClient) {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    const { queryKey, state } = event.query;
    if (event.type === 'removed' && queryKey[0] === 'picture' && typeof state.data === 'string')
      URL.revokeObjectURL(state.data);
  });
}

/**
 * A picture the API serves about a person (a shared photo, a room photo), fetched by the page: its object
 * URL, held for as long as the query cache holds it. The API refuses an <img> pointed at it, which an
 * editor could aim at any address (ADR 0043): each look is a deliberate read the server puts on record.
 * Kept out of the query client's module so the sign-in page's code does not carry it.
 */
export function usePicture(path: string) {
  releasePictures(useQueryClient());
  return useQuery({
    queryKey: ['picture', path],
    queryFn: async () => URL.createObjectURL(await fetchFile(path)),
    // A picture at an address does not change; fetched again only after the cache has let it go.
    staleTime: Infinity,
  });
}
