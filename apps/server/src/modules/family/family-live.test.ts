import type { LiveEvent } from '@acorn/domain/tablet-link';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { liveStream } from '../../../test/live-stream.js';
import { addResident } from '../../../test/residents.js';
import { eventually, listen } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { familyLinks } from '../../db/schema/index.js';
import { LIVE_CLOSE, LIVE_UPGRADE_REQUIRED } from '../live/live-routes.js';

const { app, db } = await createTestApp();
const where = await listen(app);
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const mary = await addResident(db, groups.maple);
const tom = await addResident(db, groups.maple);
const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
const son = await signIn(app, 'son@family.ie');
await db.insert(familyLinks).values({ portal_user_id: sonId, user_id: mary, group_id: groups.maple });

const command = (user_id: number, command_id: number): LiveEvent => ({
  type: 'command',
  group_id: groups.maple,
  user_id,
  command_id,
  action: 'photo',
  state: 'done',
});

describe("the family members' live stream", () => {
  it("carries only their own residents' command and check-in events", async () => {
    const stream = await liveStream(where.server, son, '/v1/acorn/family/live');
    const mine: LiveEvent[] = [
      command(mary, 1),
      { type: 'check_in', group_id: groups.maple, user_id: mary, state: 3 },
    ];
    app.tabletLink.events.emit(
      command(tom, 2),
      { type: 'message', group_id: groups.maple, user_id: mary, kind: 'message' },
      { type: 'metrics', group_id: groups.maple, user_id: mary, battery: 50, acorn_version: null },
      ...mine,
    );
    await eventually(() => expect(stream.events).toEqual(mine));
    stream.socket.close();
  });

  // Security review 3, finding 4: a link sharing nothing still streamed check-ins and every command.
  it('carries only what the link shares, re-read when staff change the shares while it is open', async () => {
    const shares = (on: boolean) =>
      app.inject({
        method: 'PUT',
        url: `/v1/acorn/residents/${mary}/family-links/${sonId}`,
        headers: as.manager,
        payload: { shares: { activities: on, check_ins: on, health: on, calls: on } },
      });
    expect((await shares(false)).statusCode).toBe(200);
    const stream = await liveStream(where.server, son, '/v1/acorn/family/live');
    const signal: LiveEvent = {
      type: 'call_signal',
      group_id: groups.maple,
      user_id: mary,
      portal_user_id: sonId,
      signal: { type: 'hangup', call_id: 5 },
    };
    const checkIn: LiveEvent = { type: 'check_in', group_id: groups.maple, user_id: mary, state: 2 };
    const others = ['check_in', 'message', 'reset', 'event_invite', 'calendar'].map((action, i) => ({
      ...command(mary, 10 + i),
      action,
    }));
    const ownPages = [command(mary, 20), { ...command(mary, 21), action: 'install_app' }];
    /** What the stream hears of every kind of event, up to a last photo command it always hears. */
    const heard = async (last: number) => {
      const from = stream.events.length;
      app.tabletLink.events.emit(checkIn, signal, ...others, ...ownPages, command(mary, last));
      await eventually(() => expect(stream.events.at(-1)).toMatchObject({ command_id: last }));
      return stream.events.slice(from, -1);
    };
    expect(await heard(30)).toEqual(ownPages);
    expect((await shares(true)).statusCode).toBe(200);
    expect(await heard(31)).toEqual([checkIn, signal, ...ownPages]);
    expect((await shares(false)).statusCode).toBe(200);
    expect(await heard(32)).toEqual(ownPages);
    stream.socket.close();
    expect((await shares(true)).statusCode).toBe(200);
  });

  it('is closed to staff, and the staff stream to family members', async () => {
    const staffOnFamily = await liveStream(where.server, as.manager, '/v1/acorn/family/live');
    expect(await staffOnFamily.closed).toBe(LIVE_CLOSE.forbidden);
    const familyOnStaff = await liveStream(where.server, son);
    expect(await familyOnStaff.closed).toBe(LIVE_CLOSE.forbidden);
  });
});

// Found by the access matrix: a plain GET of a stream's address was answered 404 with no body at all.
describe('a plain GET of a live stream’s address (no WebSocket upgrade)', () => {
  it.each(['/v1/acorn/live', '/v1/acorn/family/live'])('%s: 426 with a JSON message', async (url) => {
    for (const headers of [{}, son, as.manager]) {
      const res = await app.inject({ url, headers });
      expect(res.statusCode).toBe(426);
      expect(res.json()).toEqual({ message: LIVE_UPGRADE_REQUIRED });
    }
  });
});
