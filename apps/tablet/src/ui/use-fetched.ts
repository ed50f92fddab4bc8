import { useEffect, useEffectEvent, useState } from 'react';
import { useTablet } from '../state/tablet-context';

export type Fetched<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/** Reads an answer that must be 200 and match its schema; anything else is a failure to show calmly. */
export async function okJson(response: Response): Promise<unknown> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * GET `path` with the tablet's credential and read it with `read` (a module-level function: it is not
 * watched). Fetched again when the connection comes back, so a screen that failed offline fills in by
 * itself; what was shown stays until the new answer is there.
 */
export function useFetched<T>(path: string, read: (response: Response) => Promise<T>): Fetched<T> {
  const { state, actions } = useTablet();
  const online = state.connection === 'online';
  const [result, setResult] = useState<{ path: string; fetched: Fetched<T> } | null>(null);
  const load = useEffectEvent(() => actions.fetchWithCredential(path).then(read));
  useEffect(() => {
    let live = true;
    void load().then(
      (data) => live && setResult({ path, fetched: { status: 'ready', data } }),
      () =>
        live &&
        setResult((was) =>
          was?.path === path && was.fetched.status === 'ready'
            ? was
            : { path, fetched: { status: 'failed' } },
        ),
    );
    return () => {
      live = false;
    };
  }, [path, online]);
  return result?.path === path ? result.fetched : { status: 'loading' };
}
