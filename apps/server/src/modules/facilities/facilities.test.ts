import { USER_TYPE } from '@acorn/domain/residents';
import { FACILITY_MESSAGES, facilitiesContract } from '@acorn/domain/facilities';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup } from '../../../test/fixtures.js';
import { expectGroupScoped, expectMessages } from '../../../test/resource-checks.js';
import { groupCast, resourceTestApp } from '../../../test/resource-test-app.js';
import { acornUsers, auditLog } from '../../db/schema/index.js';
import { FACILITY_HAS_RESIDENTS } from './facilities-resource.js';

const staff = groupCast({ role: 2, member: 'manager', other: ['editor', 3] });
const kit = await resourceTestApp('facilities', staff);
const { app, db, call } = kit;
const { admin, manager, outsider, editor } = kit.as;
const { maple, shannon } = kit.groups;

const valid = {
  name: 'Riverside',
  street: 'Dock Road',
  city: 'Limerick',
  county: 'Co.Limerick',
  country: 'Ireland',
  latitude: 52.6596,
  longitude: -8.6376,
  time_zone: 'Europe/Dublin',
};
type Row = Record<string, unknown>;

let named = 0;
/** A facility made by role 1 (in Maple Grove unless told), under a name of its own. */
async function facility(body: Row = {}): Promise<Row & { facility_id: number }> {
  const res = await call(admin, 'POST', '', { ...valid, group_id: maple, name: `Home ${++named}`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** People living at a facility: `residents` tablet users, and a companion and a spare tablet, who are not. */
async function people(facility_id: number, residents: number, group_id = maple) {
  const user = (user_type: number) => ({ user_type, facility_id, group_id });
  const rows = [...Array.from({ length: residents }, () => user(USER_TYPE.TABLET_USER))];
  rows.push(user(USER_TYPE.COMPANION), user(USER_TYPE.UNASSIGNED_DEVICE));
  return db.insert(acornUsers).values(rows).returning({ user_id: acornUsers.user_id });
}

const validate = (row: Row) => facilitiesContract.validate(row, 'add', new Date());
const M = FACILITY_MESSAGES;

describe('facility validation, in order, from the API and the domain alike', () => {
  it('needs a name, then a time zone', async () => {
    const { facility_id } = await facility();
    const required = facilitiesContract.rules('add', new Date()).filter((rule) => !rule.fails);
    expect(required.map((rule) => rule.message)).toEqual([M.name, M.timeZone]);
    await kit.expectRules(admin, facility_id, valid, required, validate);
  });

  it('then a position on the globe, both coordinates or neither, and a time zone IANA names', async () => {
    const { facility_id } = await facility();
    const cases: [Row, string][] = [
      [{ name: ' ', latitude: 91, longitude: 181, time_zone: 'Mars/Olympus_Mons' }, M.name],
      [{ latitude: 90.5, longitude: 181, time_zone: '' }, M.latitude],
      [{ latitude: -91 }, M.latitude],
      [{ longitude: 180.01, time_zone: 'Mars/Olympus_Mons' }, M.longitude],
      [{ longitude: -200 }, M.longitude],
      [{ latitude: '', time_zone: '' }, M.together],
      [{ longitude: null }, M.together],
      [{ time_zone: ' ' }, M.timeZone],
      [{ time_zone: 'Mars/Olympus_Mons' }, M.ianaTimeZone],
      [{ time_zone: 'europe/dublin' }, M.ianaTimeZone],
      [{ time_zone: '+01:00' }, M.ianaTimeZone],
    ];
    const full = cases.map(([change, message]) => [{ ...valid, ...change }, message] as const);
    await expectMessages(app, admin, 'facilities', facility_id, full, validate);
  });

  it('takes the edges of the globe, and no position at all', async () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [null, null],
    ]) {
      const saved = await facility({ latitude, longitude });
      expect(saved).toMatchObject({ latitude, longitude });
    }
  });
});

describe('facilities', () => {
  it('answers the saved row: coordinates as numbers to six places, America/Toronto unless told', async () => {
    const { time_zone: _, ...rest } = valid;
    const body = {
      ...rest,
      name: 'Distillery',
      group_id: maple,
      latitude: 43.65107123,
      longitude: -79.347015,
    };
    const saved = (await call(admin, 'POST', '', body)).json();
    expect(saved).toMatchObject({
      latitude: 43.651071,
      longitude: -79.347015,
      time_zone: 'America/Toronto',
      group_id: maple,
      resident_count: 0,
    });
    expect((await call(admin, 'GET', `/${saved.facility_id}`)).json()).toEqual(saved);
  });

  it('counts its residents on every read, and never takes a count from a client', async () => {
    const home = await facility();
    const other = await facility();
    const [moving] = await people(home.facility_id, 3);
    await people(other.facility_id, 1);
    const count = async (id: number) => (await call(admin, 'GET', `/${id}`)).json().resident_count;
    expect(await count(home.facility_id)).toBe(3);
    expect(await count(other.facility_id)).toBe(1);

    const written = await call(admin, 'PUT', `/${home.facility_id}`, { resident_count: 99, city: 'Ennis' });
    expect(written.json()).toMatchObject({ city: 'Ennis', resident_count: 3 });
    const created = await call(admin, 'POST', '', { ...valid, name: 'Counted', resident_count: 7 });
    expect(created.json().resident_count).toBe(0);

    // A resident who moves counts at once where they now live.
    await db
      .update(acornUsers)
      .set({ facility_id: other.facility_id })
      .where(eq(acornUsers.user_id, moving!.user_id));
    expect([await count(home.facility_id), await count(other.facility_id)]).toEqual([2, 2]);
  });

  it('lists, sorts by and exports the count', async () => {
    const g = await createGroup(db, 'Counted homes');
    const few = await facility({ group_id: g, name: 'Few' });
    const many = await facility({ group_id: g, name: 'Many' });
    await people(few.facility_id, 1, g);
    await people(many.facility_id, 4, g);
    const list = (await call(admin, 'GET', `?group_id=${g}&sort=resident_count&order=desc`)).json();
    expect(list.items.map((f: Row) => [f.name, f.resident_count])).toEqual([
      ['Many', 4],
      ['Few', 1],
    ]);
    const byName = (await call(admin, 'GET', `?group_id=${g}`)).json();
    expect(byName.items.map((f: Row) => f.name)).toEqual(['Few', 'Many']);
    const csv = await call(admin, 'GET', `/export?group_id=${g}&sort=name`);
    const [head, ...lines] = csv.body.trim().split('\r\n');
    expect(head).toBe(
      'facility_id,name,street,city,county,country,latitude,longitude,time_zone,units,group_id,last_modified_date,resident_count',
    );
    expect(lines.map((line) => line.split(',').at(-1))).toEqual(['1', '4']);
  });

  it('refuses to delete a facility while anyone lives there, and deletes it once nobody does', async () => {
    const home = await facility();
    const residents = await people(home.facility_id, 2);
    const url = `/${home.facility_id}`;
    const refused = await call(admin, 'DELETE', url);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: FACILITY_HAS_RESIDENTS }]);
    expect((await call(admin, 'GET', url)).json().resident_count).toBe(2);
    // Companions and spare tablets do not hold it; residents do until they leave.
    await db.delete(acornUsers).where(eq(acornUsers.user_id, residents[0]!.user_id));
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(409);
    await db.delete(acornUsers).where(eq(acornUsers.user_id, residents[1]!.user_id));
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(204);
    const audited = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'facilities'), eq(auditLog.entity_id, String(home.facility_id))));
    expect(audited.map((a) => a.action)).toEqual(['create', 'delete']);
  });
});

describe('who may do what', () => {
  it('lets role 2 read its own group’s facilities, and nothing else', async () => {
    const own = await facility();
    const theirs = await facility({ group_id: shannon });
    const listed = (await call(manager, 'GET', '?page_size=100')).json();
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((f: Row) => f.group_id === maple)).toBe(true);
    expect((await call(manager, 'GET', `?group_id=${shannon}`)).json()).toEqual({ items: [], total: 0 });
    expect((await call(manager, 'GET', `/${own.facility_id}`)).json()).toMatchObject({ name: own.name });
    await expectGroupScoped(app, 'facilities', theirs.facility_id, manager, admin, 403);
    await expectGroupScoped(app, 'facilities', own.facility_id, outsider, admin, 403);
  });

  it('refuses role 2 every write, even to its own group’s rows, and the export', async () => {
    const own = await facility();
    const url = `/${own.facility_id}`;
    for (const [method, path, body] of [
      ['POST', '', valid],
      ['PUT', url, { name: 'Renamed' }],
      ['DELETE', url, undefined],
      ['GET', '/export', undefined],
    ] as const) {
      expect((await call(manager, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call(admin, 'GET', url)).json().name).toBe(own.name);
  });

  it('refuses other roles, and lets role 1 place a facility in any group', async () => {
    expect((await call(editor, 'GET')).statusCode).toBe(403);
    const placed = await facility({ group_id: shannon });
    const moved = await call(admin, 'PUT', `/${placed.facility_id}`, { group_id: maple });
    expect(moved.json().group_id).toBe(maple);
  });
});
