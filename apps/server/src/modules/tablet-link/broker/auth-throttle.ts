import { windowCounter } from '../../../lib/window-counter.js';

/**
 * How long a refusal waits once a user name or an address has failed too often: the guesser's connection
 * is held (and counts against its address's waiting connections) so guesses cannot come faster.
 */
export const FAILURE_DELAY_MS = 2_000;

/**
 * The throttles a broker's authentication uses: 10 wrong passwords a minute for one tablet's user name, and
 * 200 from one address. They only ever slow failures: a credential is always checked first, and a right
 * one always admitted, so a stranger's guesses never lock a tablet out, nor a care home's tablets behind
 * one router (issue 40, finding 3). Kept per instance, in memory: a guesser spread over instances still
 * meets the same limit on each.
 */
export function brokerAuthThrottles(now: () => number = Date.now) {
  const failures = windowCounter(60_000, now);
  return {
    /** Counts a wrong password; answers how long to wait before saying so (ms). */
    failed(username: string, address?: string): number {
      const perUser = failures.hit(`user:${username}`).hits;
      const perAddress = address === undefined ? 0 : failures.hit(`address:${address}`).hits;
      return perUser >= 10 || perAddress >= 200 ? FAILURE_DELAY_MS : 0;
    },
  };
}
