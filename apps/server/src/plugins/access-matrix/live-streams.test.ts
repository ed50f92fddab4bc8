import { admits, ALL_ROLES } from '@acorn/domain/access';
import { requiresTwoStep } from '@acorn/domain/auth';
import { expect, it } from 'vitest';
import { createGroup, createPortalUser, login, signIn } from '../../../test/fixtures.js';
import { liveStream } from '../../../test/live-stream.js';
import { listen } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { LIVE_CLOSE, LIVE_STREAMS } from '../../modules/live/live-routes.js';

/**
 * The live streams in the access matrix: every stream × every role × each two-step state, opened on a
 * listening server. A session that passed two-step sign-in, and one made with the password alone on an
 * account without an authenticator: an administrator's is held to setting it up (ADR 0038), so its stream
 * is refused as every route but that refuses it. Without a session, refused as unsigned.
 */
const { app, db } = await createTestApp();
const where = await listen(app);
const group = await createGroup(db, 'Maple Grove Care');

const STATES = ['passed two-step sign-in', 'password alone'] as const;
let people = 0;

/** A signed-in user of the role in the state: the bearer header their stream opens with. */
async function sessionOf(role: number, state: (typeof STATES)[number]) {
  const email = `stream${++people}@matrix.test`;
  const passed = state === 'passed two-step sign-in';
  await createPortalUser(db, {
    email,
    roles: [role],
    group_id: role === 1 ? 1 : group,
    authenticator: passed,
  });
  if (passed) return signIn(app, email);
  const res = await login(app, email);
  return { authorization: `Bearer ${res.json<{ last_active_token: string }>().last_active_token}` };
}

const cases = Object.values(LIVE_STREAMS).flatMap(({ path, access }) =>
  ALL_ROLES.flatMap((role) =>
    STATES.map((state) => {
      const open = admits(access, [role]) && !(requiresTwoStep([role]) && state === 'password alone');
      return { path, role, state, outcome: open ? ('ready' as const) : LIVE_CLOSE.forbidden };
    }),
  ),
);

it.each(cases)('$path, role $role, $state: $outcome', async ({ path, role, state, outcome }) => {
  const stream = await liveStream(where.server, await sessionOf(role, state), path);
  // The helper returns once the stream is ready or closed, whichever came first.
  expect(await Promise.race([stream.closed, 'ready'])).toBe(outcome);
  stream.socket.close();
});

it.each(Object.values(LIVE_STREAMS))('$path without a session: closed as unsigned', async ({ path }) => {
  const stream = await liveStream(where.server, null, path);
  expect(await stream.closed).toBe(LIVE_CLOSE.unauthorized);
});
