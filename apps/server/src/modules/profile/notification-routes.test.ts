import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { and, eq } from 'drizzle-orm';
import { acornUsers, callLogs, checkInLogs, familyLinks, messages } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const maple = await createGroup(db, 'Maple Grove Care');
const shannon = await createGroup(db, 'Shannon Valley Homes');

/**
 * An acorn_users row: a resident (user_type 2) unless told, in the given check-in state (is_online). A
 * Failed one has two Failed check-ins nobody opened (a missed check-in counts once per resident); a
 * Success one an older Failed check-in that staff opened, and its answered one.
 */
async function resident(group_id: number, is_online: number, user_type = 2) {
  const [row] = await db
    .insert(acornUsers)
    .values({ user_type, group_id, is_online, firstname: 'R' })
    .returning();
  const log = { user_id: row!.user_id, group_id, check_in_time: '2026-11-20T09:30:00Z' };
  if (is_online === 2 && user_type === 2)
    await db.insert(checkInLogs).values([
      { ...log, status: 'Failed' },
      { ...log, status: 'Failed', check_in_time: '2026-11-21T09:30:00Z' },
    ]);
  if (is_online === 3)
    await db.insert(checkInLogs).values([
      { ...log, status: 'Failed', acknowledged_at: '2026-11-20T10:00:00Z' },
      { ...log, status: 'Done', check_in_time: '2026-11-21T09:30:00Z' },
    ]);
  return row!.user_id;
}

// Maple: 2 missed check-ins, 1 open call request, 2 unread messages. Shannon: 1, 2, 1.
// Each group also has rows that must not count: opened check-ins, answered ones, acknowledged or read,
// outgoing.
for (const [group, missed, requests, unread] of [
  [maple, 2, 1, 2],
  [shannon, 1, 2, 1],
] as const) {
  const ids = [];
  for (let i = 0; i < missed; i++) ids.push(await resident(group, 2));
  ids.push(await resident(group, 3), await resident(group, 1), await resident(group, 2, 1));
  const user_id = ids[0]!;
  const call = { user_id, group_id: group, name: 'Daughter' };
  for (let i = 0; i < requests; i++) await db.insert(callLogs).values({ ...call, status: 'requested' });
  await db.insert(callLogs).values([
    { ...call, status: 'requested', acknowledged_at: '2026-11-21T08:00:00Z' },
    { ...call, status: 'missed' },
    { ...call, status: 'answered', duration: 60 },
  ]);
  const message = { user_id, group_id: group, body: 'Hello' };
  for (let i = 0; i < unread; i++) await db.insert(messages).values({ ...message, direction: 'from_tablet' });
  await db.insert(messages).values([
    { ...message, direction: 'from_tablet', read_at: '2026-11-21T08:00:00Z' },
    { ...message, direction: 'to_tablet' },
  ]);
}

await createPortalUser(db, { email: 'admin@n.ie', roles: [1], group_id: 1 });
await createPortalUser(db, { email: 'manager@n.ie', roles: [2], group_id: maple });
const family = await createPortalUser(db, { email: 'family@n.ie', roles: [7], group_id: shannon });
await createPortalUser(db, { email: 'unlinked@n.ie', roles: [7], group_id: shannon });
await createPortalUser(db, { email: 'papers@n.ie', roles: [3], group_id: shannon });
// The family member's resident: one of Shannon's with a missed check-in, and one of Maple's without.
const [shannonMissed] = await db
  .select()
  .from(acornUsers)
  .where(and(eq(acornUsers.group_id, shannon), eq(acornUsers.is_online, 2), eq(acornUsers.user_type, 2)));
const [mapleFine] = await db
  .select()
  .from(acornUsers)
  .where(and(eq(acornUsers.group_id, maple), eq(acornUsers.is_online, 3)));
await db.insert(familyLinks).values([
  { portal_user_id: family, user_id: shannonMissed!.user_id, group_id: shannon },
  { portal_user_id: family, user_id: mapleFine!.user_id, group_id: maple },
]);
const counts = async (email: string) =>
  (
    await app.inject({
      method: 'GET',
      url: '/v1/acorn/notifications/count',
      headers: await signIn(app, email),
    })
  ).json();

describe('GET /v1/acorn/notifications/count', () => {
  it('counts every group for role 1', async () => {
    expect(await counts('admin@n.ie')).toEqual({
      missed_check_ins: 3,
      call_requests: 3,
      unread_messages: 3,
      total: 9,
    });
  });

  it('counts only the caller’s group for role 2', async () => {
    expect(await counts('manager@n.ie')).toEqual({
      missed_check_ins: 2,
      call_requests: 1,
      unread_messages: 2,
      total: 5,
    });
  });

  it("tells a family member about their own residents' missed check-ins only", async () => {
    const none = { missed_check_ins: 0, call_requests: 0, unread_messages: 0, total: 0 };
    expect(await counts('family@n.ie')).toEqual({ ...none, missed_check_ins: 1, total: 1 });
    expect(await counts('unlinked@n.ie')).toEqual(none);
  });

  it('tells roles that do not see residents nothing about them', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/v1/acorn/notifications/count',
      headers: await signIn(app, 'papers@n.ie'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/notifications/count' });
    expect(res.statusCode).toBe(401);
  });
});
