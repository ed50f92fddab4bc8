const WINDOW_MS = 60_000;
/** Past this many remembered keys the oldest windows are dropped, so a scan cannot grow memory without end. */
const MAX_KEYS = 50_000;

/**
 * Throttles guessing tablets' MQTT passwords: after `limit` wrong attempts in a minute for one key (a user
 * name, an address), further attempts are refused unchecked until that minute is over. Kept per instance,
 * in memory: a guesser spread over instances still meets the same limit on each.
 */
export function authThrottle(limit: number, now: () => number = Date.now) {
  const failures = new Map<string, { count: number; since: number }>();
  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && now() - entry.since > WINDOW_MS) failures.delete(key);
    return failures.get(key);
  };
  return {
    /** Whether this key has used up its attempts. */
    blocked(key: string): boolean {
      return (current(key)?.count ?? 0) >= limit;
    },
    failed(key: string): void {
      const entry = current(key);
      if (entry) entry.count++;
      else {
        if (failures.size >= MAX_KEYS) failures.delete(failures.keys().next().value!);
        failures.set(key, { count: 1, since: now() });
      }
    },
  };
}

export type AuthThrottle = ReturnType<typeof authThrottle>;

/**
 * The throttles a broker's authentication uses: 10 wrong passwords a minute for one tablet's user name, and
 * 200 from one address, which a whole care home's tablets may share behind one router (one misconfigured
 * tablet must not lock out the rest), but which stops a scan across user names.
 */
export function brokerAuthThrottles(now: () => number = Date.now) {
  const perUser = authThrottle(10, now);
  const perAddress = authThrottle(200, now);
  return {
    blocked: (username: string, address?: string) =>
      perUser.blocked(username) || (address !== undefined && perAddress.blocked(address)),
    failed(username: string, address?: string) {
      perUser.failed(username);
      if (address !== undefined) perAddress.failed(address);
    },
  };
}
