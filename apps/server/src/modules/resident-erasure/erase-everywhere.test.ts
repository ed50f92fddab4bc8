import { erasedResidentName } from '@acorn/domain/audit';
import type { FamilyMaintenanceRequest } from '@acorn/domain/maintenance';
import { tabletJobDescription } from '@acorn/domain/tablet-jobs';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { multipart } from '../../../test/multipart.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { everyStoredFile } from '../../../test/stored-files.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  acornDevices,
  acornRenewals,
  appointments,
  familyLinks,
  healthReadings,
  maintenances,
  reports,
  userContacts,
} from '../../db/schema/index.js';
import { csvRows, generated } from '../reports/test-reports.js';

// Issue 40: after an erasure (or a delete) a report taken earlier still listed the resident, and their
// family's maintenance request kept its text and room photo. Whatever a resident leaves behind is looked
// for in every text and JSON column of every table, and in every file the server keeps.
const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});
const home = await addFacility(db, groups.maple, 'Northport Highlands');
const neighbour = await addResident(db, groups.maple, { firstname: 'Nora', surname: 'Next-Door' });
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
  .png()
  .toBuffer();

/** Where a name is still found: 'table.column: value' for each database cell, 'file: path' for each file. */
async function whereFound(words: string[]): Promise<string[]> {
  const pattern = words.join('|');
  const { rows: columns } = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t using (table_schema, table_name)
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
        or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_jsonb')))
    order by c.table_name, c.column_name`);
  expect(columns.map((c) => c.table_name)).toEqual(expect.arrayContaining(['reports', 'maintenances']));
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await db.execute<{ value: string }>(
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ~* ${pattern}`,
    );
    found.push(...rows.map((row) => `${table}.${column}: ${row.value}`));
  }
  const matches = new RegExp(pattern, 'i');
  for (const file of await everyStoredFile(db))
    if (matches.test(Buffer.from(file.bytes).toString('latin1'))) found.push(`file: ${file.name}`);
  return found;
}

/** Every file the file store keeps, by name. */
const filesKept = async () => (await everyStoredFile(db)).map((file) => file.name).sort();

/**
 * A resident with a trace of their name wherever the portal keeps one: their records, a family member's
 * request with a photo of the room, a staff job and a job their tablet opened, what was said to them, a
 * booking's notes, a neighbour's contact entry, their tablet's Devices and Renewals records, and two
 * users_status reports taken before (one as reports were kept before issue 40, without subject_ids).
 */
async function residentEverywhere(firstname: string, surname: string, acorn_id: string) {
  const name = `${firstname} ${surname}`;
  const id = await addResident(db, groups.maple, {
    firstname,
    surname,
    acorn_id,
    facility_id: home,
    is_active: true,
  });
  const about = { user_id: id, group_id: groups.maple };
  await db
    .insert(acornDevices)
    .values({ acorn_id, serial_number: `SN-${acorn_id}`, owner_name: name, group_id: groups.maple });
  await db.insert(acornRenewals).values({ acorn_id, owner_name: name, group_id: groups.maple });
  await db
    .insert(healthReadings)
    .values({ ...about, sys: 130, dia: 85, note: `${firstname} dizzy after lunch` });
  await db
    .insert(userContacts)
    .values({ user_id: neighbour, group_id: groups.maple, contact_user_id: id, firstname, surname });
  await db.insert(appointments).values({
    ...about,
    service: 'Physiotherapy',
    title: `Physio – ${name}`,
    notes: `${surname}'s left knee`,
    start_time: '2026-11-24T10:00:00Z',
    end_time: '2026-11-24T10:30:00Z',
  });
  await db.insert(maintenances).values({ ...about, title: 'Fix the reading lamp', resident_name: name });
  await db.insert(maintenances).values({
    ...about,
    title: 'Tablet: offline',
    resident_name: name,
    tablet_condition: 'offline',
    description: tabletJobDescription(
      { acorn_id, serial_number: null, resident_name: name, time_zone: 'Europe/Dublin' },
      { condition: 'offline', last_seen: '2026-11-20T09:00:00Z', now: '2026-11-21T09:00:00Z', hours: 24 },
    ),
  });

  const email = `son.of.${acorn_id.toLowerCase()}@family.ie`; // their family is not erased with them
  const sonId = await createPortalUser(db, { email, roles: [7], group_id: groups.maple });
  await db.insert(familyLinks).values({ ...about, portal_user_id: sonId, relationship: 'Son' });
  const family = await signIn(app, email);
  const form = multipart([
    ['title', `Room of ${name}: window`],
    ['description', `${firstname}'s window sticks; ring ${surname} junior on 087 123 4567.`],
    ['key_entry_permission', 'Yes'],
    ['photo', png, 'room.png'],
  ]);
  const asked = await app.inject({
    method: 'POST',
    url: `/v1/acorn/family/residents/${id}/maintenance-requests`,
    headers: { ...family, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const request = asked.json<{ request: FamilyMaintenanceRequest }>().request;
  const said = await app.inject({
    method: 'POST',
    url: `/v1/acorn/residents/${id}/messages`,
    headers: as.manager,
    payload: { message: `Your son rings at four, ${firstname}.` },
  });
  expect(said.statusCode, said.body).toBe(201);

  const current = await generated(app, as.manager, 'users_status');
  const legacy = await generated(app, as.admin, 'users_status');
  await db.update(reports).set({ subject_ids: null }).where(eq(reports.report_id, legacy.report.report_id));
  for (const taken of [current, legacy]) expect(taken.csv!.body).toContain(name);
  // Before: found everywhere it was put, which shows the search looks in each of these places.
  expect((await whereFound([firstname, surname])).length).toBeGreaterThanOrEqual(12);
  return { id, name, request, reports: [current.report.report_id, legacy.report.report_id] };
}

const photoOf = (maintenanceId: number) =>
  app.inject({ url: `/v1/acorn/maintenances/${maintenanceId}/photo`, headers: as.manager });

/** What is left of the resident after their removal: nothing by name; their rows in reports by pseudonym. */
async function expectGone(resident: Awaited<ReturnType<typeof residentEverywhere>>, before: string[]) {
  const [firstname, surname] = resident.name.split(' ') as [string, string];
  expect(await whereFound([firstname, surname])).toEqual([]);
  expect(await filesKept()).toEqual(before);
  expect((await photoOf(resident.request.maintenance_id)).statusCode).toBe(404);
  for (const id of resident.reports) {
    const csv = await app.inject({ url: `/v1/acorn/reports/${id}/csv`, headers: as.admin });
    const names = csvRows(csv.body).map((row) => row.find((cell) => cell.startsWith('Erased resident')));
    expect(names).toContain(erasedResidentName(resident.id));
    expect(csv.body).toContain('Nora Next-Door');
  }
}

describe('removing a resident leaves their name nowhere', () => {
  it('on erasure: no table, no file; reports show them by pseudonym; the family request stays, without its text', async () => {
    const before = await filesKept();
    const william = await residentEverywhere('William', 'Anderson', 'ACN-40001');
    expect(await filesKept()).toHaveLength(before.length + 1);
    expect((await photoOf(william.request.maintenance_id)).statusCode).toBe(200);

    const erased = await app.inject({
      method: 'POST',
      url: `/v1/acorn/residents/${william.id}/erase`,
      headers: as.admin,
      payload: { confirm_name: william.name },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    await expectGone(william, before);
    const [request] = await db
      .select()
      .from(maintenances)
      .where(eq(maintenances.maintenance_id, william.request.maintenance_id));
    expect(request).toMatchObject({ status: 'Pending', key_entry_permission: 'Yes', photo_path: null });
  });

  it('on a plain delete the same', async () => {
    const before = await filesKept();
    const beatrix = await residentEverywhere('Beatrix', 'Quill', 'ACN-40002');
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/v1/acorn/users/${beatrix.id}`,
      headers: as.admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectGone(beatrix, before);
  });
});
