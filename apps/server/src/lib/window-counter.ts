/** Past this many remembered keys the oldest windows are dropped, so a scan cannot grow memory without end. */
const MAX_KEYS = 50_000;

/**
 * Counts hits per key in fixed windows, in this instance's memory: no I/O on the path it guards. A key's
 * window starts at its first hit. For limits that protect this instance (fair use, guessing on its broker);
 * limits every instance must count alike use the shared store (plugins/shared-rate-limit.ts).
 */
export function windowCounter(windowMs: number, now: () => number = Date.now) {
  const windows = new Map<string, { hits: number; endsAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && now() >= entry.endsAt) windows.delete(key);
    return windows.get(key);
  };
  return {
    /** Counts one; answers the key's hits in its window and how long until the window ends (ms). */
    hit(key: string): { hits: number; resetsInMs: number } {
      let entry = current(key);
      if (entry) entry.hits++;
      else {
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value!);
        entry = { hits: 1, endsAt: now() + windowMs };
        windows.set(key, entry);
      }
      return { hits: entry.hits, resetsInMs: entry.endsAt - now() };
    },
    /** The key's hits in its current window, without counting one. */
    hits: (key: string): number => current(key)?.hits ?? 0,
  };
}
