import { STATUS_FILTERS, type UsersList } from '@acorn/domain/residents';
import { TABLETS_PER_PAGE } from '@acorn/domain/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets } from '../../../test/tablets.js';
import { acornUsers, userMetrics } from '../../db/schema/index.js';

const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  activities: { roles: [5], group: 'maple' },
});

const minutesAgo = (m: number) => new Date(clock().getTime() - m * 60_000).toISOString();
// Maple: one tablet in each bucket, one never seen; Shannon: two online.
const maple = await createTablets(db, groups.maple, 6);
const seen: [boolean, string | null][] = [
  [true, minutesAgo(1)],
  [false, minutesAgo(60)],
  [false, minutesAgo(3 * 24 * 60)],
  [false, minutesAgo(20 * 24 * 60)],
  [false, minutesAgo(60 * 24 * 60)],
  [false, null],
];
for (const [i, t] of maple.entries()) {
  const [is_connected, last_seen] = seen[i]!;
  await db
    .update(acornUsers)
    .set({ is_connected, last_seen, location: i < 3 ? 'Oak Wing' : 'Elm Wing' })
    .where(eq(acornUsers.user_id, t.user_id));
}
await db
  .insert(userMetrics)
  .values({ user_id: maple[0]!.user_id, group_id: groups.maple, battery: 77, acorn_version: '3.6.0' });
const shannon = await createTablets(db, groups.shannon, 2, { is_connected: true, last_seen: minutesAgo(2) });

const list = async (query = '', headers = as.manager) => {
  const res = await app.inject({ method: 'GET', url: `/v1/acorn/users${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json<UsersList>();
};

describe('GET /v1/acorn/users', () => {
  it("answers the spec's shape with connectivity buckets from presence and last seen", async () => {
    const body = await list();
    expect(body.device_counter).toBe(6);
    expect(body).toMatchObject({
      online_now: 1,
      online_1day: 1,
      online_1week: 1,
      online_1month: 1,
      offline_1month: 1,
      unknown: 1,
    });
    expect(body.groups).toEqual([{ group_id: groups.maple, title: 'Maple Grove Care' }]);
    const byId = new Map(body.users.map((u) => [u.user_id, u]));
    expect(maple.map((t) => byId.get(t.user_id)!.user_status)).toEqual([
      'online_now',
      'online_1day',
      'online_1week',
      'online_1month',
      'offline_1month',
      null,
    ]);
    expect(byId.get(maple[0]!.user_id)).toMatchObject({
      battery: 77,
      acorn_version: '3.6.0',
      serial_number: maple[0]!.serial_number,
    });
    expect(body.deviceDetails).toContainEqual({
      acorn_id: maple[0]!.acorn_id,
      user_status: 'online_now',
      last_seen: expect.any(String),
    });
  });

  it('has an Unknown status for what was never heard from, so the status counts add up to the total', async () => {
    const sum = (l: UsersList) => STATUS_FILTERS.reduce((total, status) => total + l[status], 0);
    const body = await list();
    expect(sum(body)).toBe(body.device_counter);
    const unknown = await list('?status=unknown');
    expect(unknown.users.map((u) => [u.user_id, u.user_status])).toEqual([[maple[5]!.user_id, null]]);
    expect(unknown.device_counter).toBe(body.unknown);
    // A companion has no tablet to hear from: Unknown too, and still counted once.
    const [companion] = await db
      .insert(acornUsers)
      .values({ user_type: 1, group_id: groups.maple, firstname: 'Companion' })
      .returning();
    const withCompanion = await list();
    expect(withCompanion.unknown).toBe(2);
    expect(sum(withCompanion)).toBe(withCompanion.device_counter);
    expect((await list('?status=unknown,online_now')).device_counter).toBe(3);
    await db.delete(acornUsers).where(eq(acornUsers.user_id, companion!.user_id));
  });

  it('filters by status, location and text in the database, and keeps the bucket counts of the other filters', async () => {
    const offline = await list('?status=online_1day,online_1week');
    expect(offline.users.map((u) => u.user_id).sort()).toEqual([maple[1]!.user_id, maple[2]!.user_id].sort());
    expect(offline.device_counter).toBe(2);
    expect(offline.online_now).toBe(1);
    const oak = await list('?location=Oak%20Wing');
    expect(oak.device_counter).toBe(3);
    expect((await list(`?q=${encodeURIComponent(maple[4]!.acorn_id)}`)).users.map((u) => u.user_id)).toEqual([
      maple[4]!.user_id,
    ]);
  });

  it('confines role 2 to its group, lets role 1 see all or choose groups, and pages by 12', async () => {
    expect((await list('?group_id=' + groups.shannon)).device_counter).toBe(0);
    const all = await list('', as.admin);
    expect(all.device_counter).toBe(8);
    expect((await list(`?group_id=${groups.shannon}`, as.admin)).users.map((u) => u.user_id).sort()).toEqual(
      shannon.map((s) => s.user_id).sort(),
    );
    // The group filter is the tablet users' (spec doc 2 §2.2): a companion of that group falls out.
    await db.insert(acornUsers).values({ user_type: 1, group_id: groups.shannon, firstname: 'Companion' });
    expect((await list(`?group_id=${groups.shannon}`, as.admin)).device_counter).toBe(2);
    expect((await list('', as.admin)).device_counter).toBe(9);
    await createTablets(db, groups.maple, 10);
    const first = await list();
    expect(first.users).toHaveLength(TABLETS_PER_PAGE);
    expect((await list('?page=2')).users).toHaveLength(16 - TABLETS_PER_PAGE);
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/users', headers: as.activities });
    expect(res.statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: '/v1/acorn/users?page_size=13', headers: as.manager });
    expect(bad.statusCode).toBe(400);
  });
});
