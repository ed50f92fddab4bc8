import type { ServerResponse } from 'node:http';

/**
 * Calls `done` once the answer has been sent or the client has gone, whichever way the request ended, and
 * at once if the client has already gone. A hook that awaited first (its session looked up) may find the
 * connection closed before it listens, and a 'close' already emitted never comes again: two requests a
 * family member's browser abandoned on navigating held both of the account's turns (fair use) for ever,
 * and every later request of theirs waited.
 */
export function whenEnded(res: ServerResponse, done: () => void) {
  if (res.destroyed) done();
  else res.once('close', done);
}
