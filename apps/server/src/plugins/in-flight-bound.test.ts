import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { BUSY, BUSY_RETRY_AFTER_SECONDS } from './in-flight-bound.js';

// Issue 40: a flood queued 2,266 requests behind the database (p99 47 s) and every user waited with it.
// Past a bound, an instance says at once that it is busy, and when to come back.
const MAX = 2;
const { app, db } = await createTestApp({ config: { maxRequestsInFlight: MAX } });

// A route whose answers the test holds back: requests in flight for as long as it likes, no timing.
const held: (() => void)[] = [];
let arrived: () => void = () => undefined;
app.get('/v1/test/held', { config: { access: 'public' } }, async () => {
  await new Promise<void>((release) => {
    held.push(release);
    arrived();
  });
  return { message: 'done' };
});
const { as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const list = () => app.inject({ method: 'GET', url: '/v1/acorn/residents', headers: as.manager });

describe('requests in flight', () => {
  it('past the bound are answered 503 with Retry-After; served again once answers leave', async () => {
    const allArrived = new Promise<void>((resolve) => {
      arrived = () => held.length === MAX && resolve();
    });
    const slow = Array.from({ length: MAX }, () => app.inject({ method: 'GET', url: '/v1/test/held' }));
    await allArrived;

    const busy = await list();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy.json()).toEqual({ message: BUSY, request_id: busy.headers['x-request-id'] });

    for (const release of held) release();
    expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual([200, 200]);
    // Answered requests, and the refused one, no longer count.
    expect((await list()).statusCode).toBe(200);
    expect((await Promise.all([list(), list()])).map((res) => res.statusCode)).toEqual([200, 200]);
  });
});
