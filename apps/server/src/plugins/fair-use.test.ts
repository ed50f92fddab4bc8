import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../test/fixtures.js';
import { addResident } from '../../test/residents.js';
import { createTestApp } from '../../test/test-app.js';
import { familyLinks } from '../db/schema/index.js';
import { CONCURRENT, FAIR_USE_WINDOW_MS, tooManyRequests } from './fair-use.js';

// Issue 40: one family session at 150 req/s queued 2,266 requests and slowed every other user to seconds.
// Each session, and each user over all their sessions, may make so many requests in a window; then 429.
const STAFF_LIMIT = 6;
const FAMILY_LIMIT = 3;
const { app, db, clock } = await createTestApp({
  config: { requestLimit: STAFF_LIMIT, familyRequestLimit: FAMILY_LIMIT },
});
// A family route whose answers the test holds back: requests in flight as long as it likes, no timing.
const held: (() => void)[] = [];
let arrived = () => undefined as void;
/** Resolves once `n` requests are held. */
const holding = (n: number) =>
  new Promise<void>((resolve) => {
    arrived = () => held.length === n && resolve();
    arrived();
  });
app.get('/v1/test/held', { config: { access: [7] } }, async () => {
  await new Promise<void>((release) => {
    held.push(release);
    arrived();
  });
  return { message: 'done' };
});
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Walsh' });

async function relative(email: string) {
  const id = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
  await db.insert(familyLinks).values({ portal_user_id: id, user_id: mary, group_id: groups.maple });
}
await relative('son@family.ie');
await relative('daughter@family.ie');

const week = (headers: { authorization: string }) =>
  app.inject({ method: 'GET', url: `/v1/acorn/family/residents/${mary}/week`, headers });
const list = () => app.inject({ method: 'GET', url: '/v1/acorn/residents', headers: as.manager });
const statuses = async (n: number, call: () => ReturnType<typeof list>) => {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) codes.push((await call()).statusCode);
  return codes;
};

describe('fair use', () => {
  it('answers a session over its limit 429 with Retry-After, while other users are served', async () => {
    const son = await signIn(app, 'son@family.ie');
    expect(await statuses(FAMILY_LIMIT, () => week(son))).toEqual([200, 200, 200]);
    const refused = await week(son);
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(FAIR_USE_WINDOW_MS / 1000);
    expect(refused.json()).toEqual({ message: tooManyRequests(wait) });

    // Another family member and staff are not held back by him.
    const daughter = await signIn(app, 'daughter@family.ie');
    expect((await week(daughter)).statusCode).toBe(200);
    expect(await statuses(STAFF_LIMIT, list)).toEqual(Array(STAFF_LIMIT).fill(200));
    // Staff have the larger limit; past it, they too wait.
    expect((await list()).statusCode).toBe(429);

    // The window over, he is served again.
    clock.advance(FAIR_USE_WINDOW_MS);
    expect((await week(son)).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });

  it('counts a user’s sessions together: signing in again does not buy more', async () => {
    clock.advance(FAIR_USE_WINDOW_MS);
    const sessions = [await signIn(app, 'daughter@family.ie'), await signIn(app, 'daughter@family.ie')];
    // Each session within its own limit, the user at twice it.
    for (const session of sessions)
      expect(await statuses(FAMILY_LIMIT, () => week(session))).toEqual([200, 200, 200]);
    const third = await signIn(app, 'daughter@family.ie');
    const refused = await week(third);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('works on a few of one user’s requests at once; the rest wait their turn, others go ahead', async () => {
    clock.advance(FAIR_USE_WINDOW_MS);
    const son = await signIn(app, 'son@family.ie');
    const first = holding(CONCURRENT.family);
    const calls = Array.from({ length: CONCURRENT.family + 1 }, () =>
      app.inject({ method: 'GET', url: '/v1/test/held', headers: son }),
    );
    await first;
    // Another user is served from start to end while his requests are held; his last one still waits.
    expect((await list()).statusCode).toBe(200);
    expect(held).toHaveLength(CONCURRENT.family);
    // One answered, the one waiting has its turn.
    held.shift()!();
    await holding(CONCURRENT.family);
    for (const release of held.splice(0)) release();
    expect((await Promise.all(calls)).map((res) => res.statusCode)).toEqual([200, 200, 200]);
  });
});

describe('fair use, when the browser goes away', () => {
  it('frees the turns of requests abandoned while their session was looked up', async () => {
    clock.advance(FAIR_USE_WINDOW_MS);
    const son = await signIn(app, 'son@family.ie');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Each session lookup waits until the test lets it go: the abandoned request's connection closes first.
    const authenticate = app.sessions.authenticate;
    const lookups: (() => void)[] = [];
    app.sessions.authenticate = async (...args) => {
      await new Promise<void>((go) => lookups.push(go));
      return authenticate(...args);
    };
    const closed = () =>
      new Promise<void>((done) => app.server.once('connection', (socket) => socket.once('close', done)));
    for (let i = 1; i <= CONCURRENT.family; i++) {
      const gone = closed();
      const abandoned = request({ port, path: `/v1/acorn/family/residents/${mary}/week`, headers: son });
      abandoned.on('error', () => undefined).end();
      await vi.waitFor(() => expect(lookups).toHaveLength(i));
      abandoned.destroy();
      await gone;
      lookups[i - 1]!();
    }
    app.sessions.authenticate = authenticate;
    // Without their turns given back, this waited for ever.
    expect((await week(son)).statusCode).toBe(200);
  });
});
