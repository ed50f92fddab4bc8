import { FAMILY_MESSAGES } from '@acorn/domain/family';
import type { CallSignal } from '@acorn/domain/tablet-link';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { liveStream } from '../../../test/live-stream.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { callLogs, familyLinks } from '../../db/schema/index.js';

// A family member may call their resident's tablet when the link shares calls (issue 22).

const { app, db } = await createTestApp({ config: { callRingSeconds: 5 } });
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const where = await listen(app);
const [maryIdentity, tom] = await createTablets(db, groups.maple, 2);
const mary = simulatedTablet(maryIdentity!, where);
afterAll(() => mary.drop());
await mary.enrol();
await mary.connect();

const daughterId = await createPortalUser(db, {
  email: 'daughter@family.ie',
  roles: [7],
  group_id: groups.maple,
});
const daughter = await signIn(app, 'daughter@family.ie');
await db.insert(familyLinks).values({
  portal_user_id: daughterId,
  user_id: mary.userId,
  group_id: groups.maple,
  relationship: 'daughter',
});
const shareCalls = (on: boolean) =>
  db
    .update(familyLinks)
    .set({ share_calls: on })
    .where(and(eq(familyLinks.portal_user_id, daughterId), eq(familyLinks.user_id, mary.userId)));

const ring = (user_id: number, headers = daughter) =>
  app.inject({ method: 'POST', url: `/v1/acorn/family/residents/${user_id}/calls`, headers });

describe("a family member's call", () => {
  it('is refused until the link shares calls, and for a resident they are not linked to', async () => {
    const refused = await ring(mary.userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: FAMILY_MESSAGES.notShared });
    await shareCalls(true);
    expect((await ring(tom!.user_id)).statusCode).toBe(404);
    expect((await ring(mary.userId, as.manager)).statusCode).toBe(403);
  });

  it('rings the tablet with who they are to the resident, and its signals reach their own stream alone', async () => {
    await shareCalls(true);
    const mine = await liveStream(where.server, daughter, '/v1/acorn/family/live');
    const staff = await liveStream(where.server, as.manager);
    const res = await ring(mary.userId);
    expect(res.statusCode, res.body).toBe(201);
    const { call_id } = res.json<{ call_id: number }>();
    const room = await mary.waitForCall((s) => s.type === 'room');
    expect(room).toMatchObject({ call_id, caller: 'daughter Tester (daughter)', rung_by: 'portal' });

    await mary.signal({ type: 'start', call_id });
    await eventually(() =>
      expect(mine.events).toContainEqual(
        expect.objectContaining({ type: 'call_signal', signal: { type: 'start', call_id } }),
      ),
    );
    const say = (signal: CallSignal) => mine.socket.send(JSON.stringify({ type: 'signal', signal }));
    say({ type: 'offer', call_id, sdp: 'v=0 offer' });
    await mary.waitForCall((s) => s.type === 'offer');
    say({ type: 'hangup', call_id });
    await mary.waitForCall((s) => s.type === 'ended' && s.reason === 'hangup');
    expect(staff.events.filter((e) => e.type === 'call_signal')).toEqual([]);
    const [entry] = await db.select().from(callLogs).where(eq(callLogs.user_id, mary.userId));
    expect(entry).toMatchObject({ name: 'daughter Tester', is_outgoing: true, status: 'answered' });
    mine.socket.close();
    staff.socket.close();
  });
});
