import type { LiveEvent } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { liveStream } from '../../../test/live-stream.js';
import { addResident } from '../../../test/residents.js';
import { eventually, listen } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { familyLinks } from '../../db/schema/index.js';
import { LIVE_CLOSE, LIVE_UPGRADE_REQUIRED } from '../tablet-link/live-routes.js';

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
