import type { ReactNode } from 'react';
import type { Fetched } from './use-fetched';

export const CANNOT_SHOW = 'This cannot be shown just now. It will come back when the tablet is online.';

/** Loading, failed (calmly: the tablet is likely offline), empty or the thing itself. */
export function FetchedView<T>({
  fetched,
  isEmpty,
  children,
}: {
  fetched: Fetched<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (fetched.status === 'ready' && !isEmpty(fetched.data)) return children(fetched.data);
  const words = {
    loading: 'Loading…',
    failed: CANNOT_SHOW,
    ready: 'Nothing here yet.',
  }[fetched.status];
  return (
    <p role="status" className={fetched.status === 'failed' ? 'note' : 'quiet'}>
      {words}
    </p>
  );
}
