import { residentRowSchema, residentsPageSchema, type ResidentsPage } from '@acorn/domain/residents';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { sql } from 'drizzle-orm';
import { acornUsers, callLogs, messages } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  papers: { roles: [3], group: 'maple' },
  jobs: { roles: [8], group: 'maple' },
});
const oak = await addFacility(db, groups.maple, 'Oak House');
const elm = await addFacility(db, groups.maple, 'Elm Court');
const river = await addFacility(db, groups.shannon, 'River Lodge');

// Maple: five residents over two facilities in every check-in state, a companion and a spare tablet that
// are not residents. Shannon: one resident named like a Maple one.
const mary = await addResident(db, groups.maple, {
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: oak,
  is_online: 2,
  location: 'Room 12',
});
const john = await addResident(db, groups.maple, { firstname: 'John', surname: 'Ahern', facility_id: elm });
const nora = await addResident(db, groups.maple, {
  firstname: 'Nora',
  surname: 'Byrne',
  facility_id: oak,
  is_online: 1,
  acorn_id: null,
});
const sean = await addResident(db, groups.maple, { firstname: 'Seán', surname: 'Cullen', is_online: 3 });
const ann = await addResident(db, groups.maple, {
  firstname: 'Ann',
  surname: 'Dolan',
  facility_id: elm,
  is_online: 3,
  acorn_id: 'ZZ-100%',
});
await addResident(db, groups.maple, { user_type: 1, firstname: 'Mary', surname: 'Companion' });
await addResident(db, groups.maple, { user_type: 3, firstname: 'Spare' });
const other = await addResident(db, groups.shannon, {
  firstname: 'Mary',
  surname: 'Byrne',
  facility_id: river,
});

// What waits for staff: two unread messages and an open call request for Mary, and rows that do not wait.
const about = { user_id: mary, group_id: groups.maple };
await db.insert(messages).values([
  { ...about, direction: 'from_tablet', body: 'Hello' },
  { ...about, direction: 'from_tablet', body: 'Are you there?' },
  { ...about, direction: 'from_tablet', body: 'Read', read_at: '2026-11-21T08:00:00Z' },
  { ...about, direction: 'to_tablet', body: 'Staff' },
]);
await db.insert(callLogs).values([
  { ...about, name: 'Mary', status: 'requested' },
  { ...about, name: 'Mary', status: 'requested', acknowledged_at: '2026-11-21T08:00:00Z' },
  { ...about, name: 'Mary', status: 'missed' },
]);

const list = async (query = '', headers = as.manager) => {
  const res = await app.inject({ url: `/v1/acorn/residents?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResidentsPage>();
};
const ids = (page: ResidentsPage) => page.items.map((r) => r.user_id);

describe('GET /v1/acorn/residents', () => {
  it("lists the caller's group's residents by name, with counts and facilities", async () => {
    const page = await list();
    expect(ids(page)).toEqual([john, mary, nora, sean, ann]);
    expect(page.total).toBe(5);
    expect(page.check_in_counts).toEqual({ default: 1, pending: 1, failed: 1, success: 2 });
    expect(page.facilities).toEqual([
      { facility_id: elm, name: 'Elm Court', residents: 2 },
      { facility_id: oak, name: 'Oak House', residents: 2 },
    ]);
  });

  it("answers in the response schema's exact shape (the database writes the body, unchecked)", async () => {
    for (const query of ['', 'q=byrne&sort=facility', 'check_in=2&sort=acorn_id&order=desc']) {
      const page = await list(query, as.admin);
      expect(residentsPageSchema.strict().parse(page)).toEqual(page);
      for (const row of page.items)
        expect(Object.keys(row).sort()).toEqual(Object.keys(residentRowSchema.shape).sort());
    }
    await db
      .update(acornUsers)
      .set({ last_seen: '2026-11-21T08:00:00.123456Z' })
      .where(sql`${acornUsers.user_id} = ${mary}`);
    expect((await list('q=mary%20byrne')).items[0]!.last_seen).toBe(
      new Date('2026-11-21T08:00:00.123Z').toISOString(),
    );
  });

  it('fills each row: facility, state, tablet and what waits for staff', async () => {
    const rows = (await list()).items;
    expect(rows.find((r) => r.user_id === mary)).toMatchObject({
      facility_name: 'Oak House',
      location: 'Room 12',
      check_in: 2,
      has_tablet: true,
      unread_messages: 2,
      call_requests: 1,
    });
    expect(rows.find((r) => r.user_id === nora)).toMatchObject({
      has_tablet: false,
      unread_messages: 0,
      call_requests: 0,
    });
  });

  it('shows role 1 every group', async () => {
    expect(ids(await list('', as.admin))).toContain(other);
    expect((await list('', as.admin)).facilities.map((f) => f.name)).toContain('River Lodge');
  });

  it('searches first name, surname, full name, Acorn id and location, its wildcards taken literally', async () => {
    expect(ids(await list('q=byrne'))).toEqual([mary, nora]);
    expect(ids(await list('q=mary%20byr'))).toEqual([mary]);
    expect(ids(await list('q=room%2012'))).toEqual([mary]);
    expect(ids(await list('q=zz-100%25'))).toEqual([ann]);
    expect(ids(await list('q=_'))).toEqual([]);
    // Never across two fields, even with the separator of the indexed text (residentSearchText).
    expect(ids(await list('q=byrne%1F'))).toEqual([]);
  });

  it('sorts, filters and counts a search as it does the whole list', async () => {
    expect(ids(await list('q=byrne&sort=facility&order=desc'))).toEqual([nora, mary]);
    const failed = await list('q=byrne&check_in=2');
    expect(ids(failed)).toEqual([mary]);
    expect(failed.total).toBe(1);
    expect(failed.check_in_counts).toEqual({ default: 0, pending: 1, failed: 1, success: 0 });
    expect(failed.items[0]).toMatchObject({
      facility_name: 'Oak House',
      check_in: 2,
      has_tablet: true,
      unread_messages: 2,
    });
  });

  it('filters by facility and check-in states; counts ignore only the check-in filter', async () => {
    const page = await list(`facility_id=${oak}&check_in=1,2`);
    expect(ids(page)).toEqual([mary, nora]);
    expect(page.total).toBe(2);
    expect(page.check_in_counts).toEqual({ default: 0, pending: 1, failed: 1, success: 0 });
    expect((await list('check_in=3')).total).toBe(2);
  });

  it('selects nothing with another group’s facility', async () => {
    expect((await list(`facility_id=${river}`)).items).toEqual([]);
  });

  it('sorts by facility, check-in and Acorn id, both ways, with a unique tie-break', async () => {
    expect(ids(await list('sort=check_in'))).toEqual([john, nora, mary, sean, ann]);
    expect(ids(await list('sort=check_in&order=desc'))).toEqual([ann, sean, mary, nora, john]);
    // Facility names ascending, residents without a facility last.
    expect(ids(await list('sort=facility'))).toEqual([john, ann, mary, nora, sean]);
    const byAcornId = ids(await list('sort=acorn_id'));
    expect(byAcornId.slice(0, 4)).toEqual([mary, john, sean, ann]);
  });

  it('pages 50 at a time', async () => {
    expect((await list('page=2')).items).toEqual([]);
    expect((await list('page=2')).total).toBe(5);
    const bad = await app.inject({ url: '/v1/acorn/residents?page_size=10', headers: as.manager });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
  });

  it('refuses roles that do not see residents, and callers without a session', async () => {
    for (const headers of [as.papers, as.jobs])
      expect((await app.inject({ url: '/v1/acorn/residents', headers })).statusCode).toBe(403);
    expect((await app.inject({ url: '/v1/acorn/residents' })).statusCode).toBe(401);
  });
});

describe('resident_counts (kept by triggers)', () => {
  const kept = async () =>
    (
      await db.execute<{ key: string; n: string }>(
        sql`select group_id || '/' || facility_id || '/' || is_online as key, n from resident_counts where n <> 0 order by 1`,
      )
    ).rows.map((r) => `${r.key}=${r.n}`);
  const afresh = async () =>
    (
      await db.execute<{ key: string; n: string }>(
        sql`select group_id || '/' || coalesce(facility_id, 0) || '/' || is_online as key, count(*) as n
            from acorn_users where user_type = 2 group by 1 order by 1`,
      )
    ).rows.map((r) => `${r.key}=${r.n}`);

  it('agree with a fresh count through inserts, moves, state changes, type changes and deletes', async () => {
    expect(await kept()).toEqual(await afresh());
    const newcomer = await addResident(db, groups.maple, { facility_id: oak });
    await db
      .update(acornUsers)
      .set({ is_online: 1 })
      .where(sql`${acornUsers.group_id} = ${groups.maple}`);
    await db
      .update(acornUsers)
      .set({ facility_id: elm, is_online: 3 })
      .where(sql`${acornUsers.user_id} = ${newcomer}`);
    await db
      .update(acornUsers)
      .set({ user_type: 3 })
      .where(sql`${acornUsers.user_id} = ${john}`);
    await db
      .update(acornUsers)
      .set({ group_id: groups.shannon, facility_id: null })
      .where(sql`${acornUsers.user_id} = ${ann}`);
    await db.delete(acornUsers).where(sql`${acornUsers.user_id} = ${newcomer}`);
    expect(await kept()).toEqual(await afresh());
  });
});
