import { admits, TABLETS_ACCESS, ASSIGNABLE_ROLES } from '@acorn/domain/access';
import type { LiveEvent } from '@acorn/domain/tablet-link';
import { describe, expect, it, vi } from 'vitest';
import { createGroup, createPortalUser, login, signIn } from '../../../test/fixtures.js';
import { liveStream } from '../../../test/live-stream.js';
import { eventually, listen } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { resetTwoStep } from '../../cli/reset-two-step.js';
import { LIVE_CLOSE } from './live-routes.js';

/**
 * The live stream after its user's access changes (security review finding 1): every role that may open a
 * stream, changed to every assignable role, moved to another group, disabled, or signed out, through the
 * API while the stream is open. After the change's answer, the stream carries exactly what the user may
 * now see, or is closed with the code that says why.
 */
const { app, db, sibling } = await createTestApp();
const where = await listen(app);
const maple = await createGroup(db, 'Maple Grove Care');
const shannon = await createGroup(db, 'Shannon Valley Homes');
await createPortalUser(db, { email: 'admin@live.test', roles: [1], group_id: 1 });
const admin = await signIn(app, 'admin@live.test');
const live = TABLETS_ACCESS;

type Change = { roles: number[] } | { group_id: number } | { is_active: false } | 'logout';
let people = 0;

/** A user of maple holding `roles`, with an open stream, and a change made to them through the API. */
async function streamThenChange(roles: number[], change: Change, server = where.server, via = app) {
  const email = `live${++people}@live.test`;
  const id = await createPortalUser(db, { email, roles, group_id: maple });
  const headers = await signIn(app, email);
  const stream = await liveStream(server, headers);
  const res =
    change === 'logout'
      ? await via.inject({ method: 'POST', url: '/v1/acorn/logout', headers })
      : 'roles' in change
        ? await via.inject({ method: 'PUT', url: `/v1/acorn/roles/${id}`, headers: admin, payload: change })
        : await via.inject({
            method: 'PUT',
            url: `/v1/acorn/portal-users/${id}`,
            headers: admin,
            payload: { firstname: 'Moved', surname: 'Tester', ...change },
          });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return stream;
}

const event = (group_id: number, kind: 'message' | 'call_request' = 'message'): LiveEvent => ({
  type: 'message',
  group_id,
  user_id: group_id,
  kind,
});
const GROUPS = [1, maple, shannon];

/**
 * What the stream receives of one event per group sent after the change, or the code it was closed with.
 * A second event per group (a call request) follows the first three: whoever hears one of those has heard
 * all of the first three they were going to.
 */
async function heard(stream: Awaited<ReturnType<typeof liveStream>>) {
  const outcome = Promise.race([
    stream.closed.then((code) => ({ closed: code })),
    new Promise<{ groups: number[] }>((resolve) => {
      stream.socket.addEventListener('message', () => {
        if (!stream.events.some((e) => e.kind === 'call_request')) return;
        resolve({
          groups: stream.events.filter((e) => e.kind === 'message').map((e) => e.group_id as number),
        });
      });
    }),
  ]);
  app.tabletLink.events.emit(...GROUPS.map((g) => event(g)), ...GROUPS.map((g) => event(g, 'call_request')));
  return outcome;
}

const streamRoles = ASSIGNABLE_ROLES.filter((role) => admits(live, [role]));

describe.each(streamRoles)('a stream opened with role %i', (from) => {
  it.each(ASSIGNABLE_ROLES)('after the roles become [%i]', async (to) => {
    const stream = await streamThenChange([from], { roles: [to] });
    // Made an administrator, a session that never gave a code may only set two-step sign-in up.
    const heldToSetup = to === 1 && from !== 1;
    expect(await heard(stream)).toEqual(
      !admits(live, [to]) || heldToSetup
        ? { closed: LIVE_CLOSE.forbidden }
        : { groups: to === 1 ? GROUPS : [maple] },
    );
  });

  it('after a move to another group', async () => {
    const stream = await streamThenChange([from], { group_id: shannon });
    expect(await heard(stream)).toEqual({ groups: from === 1 ? GROUPS : [shannon] });
  });

  it('after the account is disabled, and after a sign-out', async () => {
    for (const change of [{ is_active: false }, 'logout'] as const) {
      const stream = await streamThenChange([from], change);
      expect(await heard(stream)).toEqual({ closed: LIVE_CLOSE.unauthorized });
    }
  });
});

describe('an administrator’s session that has not passed two-step sign-in', () => {
  it('is refused at the handshake, as every route but setting it up refuses it', async () => {
    await createPortalUser(db, {
      email: 'new.admin@live.test',
      roles: [1],
      group_id: 1,
      authenticator: false,
    });
    const res = await login(app, 'new.admin@live.test');
    expect(res.json()).toMatchObject({ status: 'success', two_step_setup_required: true });
    const stream = await liveStream(where.server, {
      authorization: `Bearer ${res.json<{ last_active_token: string }>().last_active_token}`,
    });
    // Closed before it was ready: the helper returned on the close, not on `ready`.
    expect(await Promise.race([stream.closed, 'still open'])).toBe(LIVE_CLOSE.forbidden);
    expect(stream.events).toEqual([]);
  });

  it('closes a stream whose authenticator is cleared (npm run admin -- reset-two-step)', async () => {
    await createPortalUser(db, { email: 'lost.phone@live.test', roles: [1], group_id: 1 });
    const stream = await liveStream(where.server, await signIn(app, 'lost.phone@live.test'));
    vi.spyOn(console, 'log').mockImplementationOnce(() => undefined);
    expect(await resetTwoStep(db, 'lost.phone@live.test')).toBe(0);
    expect(await stream.closed).toBe(LIVE_CLOSE.unauthorized);
  });
});

it('is re-judged on every instance: a change made through another one reaches this stream too', async () => {
  const other = await sibling();
  const stream = await streamThenChange([2], { roles: [3] }, where.server, other);
  expect(await stream.closed).toBe(LIVE_CLOSE.forbidden);
});

it("relays the residents screen's events (message_read, acknowledged) to the group's staff only", async () => {
  const email = `live${++people}@live.test`;
  await createPortalUser(db, { email, roles: [2], group_id: maple });
  const stream = await liveStream(where.server, await signIn(app, email));
  const residentEvents = (group_id: number): LiveEvent[] => [
    { type: 'message_read', group_id, user_id: 7 },
    { type: 'acknowledged', group_id, user_id: 7, kind: 'message', id: 9 },
  ];
  const last: LiveEvent = { type: 'message', group_id: maple, user_id: 7, kind: 'call_request' };
  app.tabletLink.events.emit(...residentEvents(shannon), ...residentEvents(maple), last);
  await eventually(() => expect(stream.events).toEqual([...residentEvents(maple), last]));
  stream.socket.close();
});
