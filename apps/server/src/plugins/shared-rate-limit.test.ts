import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPortalUser, login } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import type { Config } from '../config.js';

// ADR 0038: the per-client limits of sign-in, its code step and password reset hold across API instances:
// two instances on one database (and, with REDIS_URL, one Redis) count the same client's attempts together.
const LIMIT = 3;

async function twoInstances(extra: Partial<Config> = {}) {
  const {
    app: a,
    db,
    clock,
    sibling,
  } = await createTestApp({
    config: { signInLimitPerMinute: LIMIT, ...extra },
  });
  const b = await sibling({ signInLimitPerMinute: LIMIT, ...extra });
  await createPortalUser(db, { email: 'limited@example.ie', roles: [2], group_id: 1 });
  return { a, b, clock };
}

/** A client address of this run's own, so Redis, which outlives the test, holds no earlier counts for it. */
const freshIp = () => `198.51.${randomInt(256)}.${randomInt(256)}`;

const stores = [
  { name: 'the database', config: {} },
  ...(process.env.TEST_REDIS_URL
    ? [{ name: 'Redis', config: { redisUrl: process.env.TEST_REDIS_URL } }]
    : []),
];

describe.each(stores)('per-client limits kept in $name', async ({ config }) => {
  const { a, b } = await twoInstances(config);

  it('count a client’s sign-ins on both instances together', async () => {
    const ip = freshIp();
    const codes = [];
    for (const app of [a, b, a, b])
      codes.push((await login(app, 'limited@example.ie', 'wrong', ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await login(a, 'limited@example.ie', 'wrong', ip)).statusCode).toBe(429);
    // Another client is not held back by this one.
    expect((await login(b, 'limited@example.ie', 'wrong', freshIp())).statusCode).toBe(401);
  });

  it('count the code step on its own, across both instances', async () => {
    const ip = freshIp();
    const step = (app: typeof a) =>
      app.inject({
        method: 'POST',
        url: '/v2/acorn/login/two-step',
        payload: { mfa_token: 'made-up', code: '123456' },
        remoteAddress: ip,
      });
    const codes = [];
    for (const app of [b, a, b, a]) codes.push((await step(app)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    // The sign-in route's own count for this client is untouched.
    expect((await login(a, 'limited@example.ie', 'wrong', ip)).statusCode).toBe(401);
  });
});

describe('per-client limits kept in the database', async () => {
  const { a, b, clock } = await twoInstances();

  it('start again when the client’s minute is over, whichever instance counted it', async () => {
    const ip = freshIp();
    for (const app of [a, b, a]) await login(app, 'limited@example.ie', 'wrong', ip);
    expect((await login(b, 'limited@example.ie', 'wrong', ip)).statusCode).toBe(429);
    clock.advance(60_001);
    expect((await login(b, 'limited@example.ie', 'wrong', ip)).statusCode).toBe(401);
  });
});
