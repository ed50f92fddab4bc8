import { PERMISSION, PERMISSION_REFUSED } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { REPORT_MESSAGES, type GeneratedReport } from '@acorn/domain/reports';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';
import { csvRows, generated } from './test-reports.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});
const oak = await addFacility(db, groups.maple, 'Oak House');
for (const [firstname, surname] of [
  ['Mary', 'Walsh'],
  ['John', 'Byrne'],
  ['Nora', 'Kelly'],
])
  await addResident(db, groups.maple, { firstname, surname, facility_id: oak });
await addResident(db, groups.maple, { user_type: 1, firstname: 'Companion' });
await addResident(db, groups.shannon, { firstname: 'Seán' });

/** A manager in a group of their own holding every bit but `bit`. */
async function managerWithout(bit: number) {
  const group = await createGroup(db, `Without ${bit}`, ALL_PERMISSIONS & ~bit);
  await createPortalUser(db, { email: `without${bit}@reports.test`, roles: [2], group_id: group });
  return signIn(app, `without${bit}@reports.test`);
}
type Headers = { authorization: string };
const call = (headers: Headers, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/v1/acorn/reports${url}`, headers, ...(payload ? { payload } : {}) });

describe('generating a report', () => {
  it('answers 202 at once, then reaches 100 with one CSV row per tablet user of the group', async () => {
    const { started, report, seen, csv } = await generated(app, as.manager, 'users_status');
    expect(started).toMatchObject({
      status: 'generating',
      progress: 0,
      type: 'users_status',
      group_id: groups.maple,
    });
    expect(started.author).toBe('manager Tester');
    expect(report).toMatchObject({ status: 'ready', progress: 100, row_count: 3, failure: null });
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(csv!.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv!.headers['content-disposition']).toBe('attachment; filename="users_status-2026-11-21.csv"');
    const rows = csvRows(csv!.body);
    expect(rows[0]).toEqual([
      'Acorn ID',
      'Name',
      'Facility',
      'Active',
      'Connectivity',
      'Last seen (UTC)',
      'Check-in',
      'Version',
    ]);
    // By surname, as a person looks a resident up.
    expect(rows.slice(1).map((r) => r[1])).toEqual(['John Byrne', 'Nora Kelly', 'Mary Walsh']);
  });

  it('is listed newest first without its content, and paged by the database', async () => {
    await generated(app, as.manager, 'users_metrics');
    const page = (await call(as.manager, 'GET', '?page_size=5')).json<{
      items: GeneratedReport[];
      total: number;
    }>();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items[0]!.type).toBe('users_metrics');
    expect(Object.keys(page.items[0]!)).not.toContain('content');
    const second = (await call(as.manager, 'GET', '?page=2&page_size=5')).json<{
      items: GeneratedReport[];
    }>();
    expect(second.items.length).toBe(Math.max(0, page.total - 5));
    expect((await call(as.manager, 'GET', '?page_size=7')).statusCode).toBe(400);
  });

  it('covers every group for role 1, with a Group column, kept from the care groups’ staff', async () => {
    const { report, csv } = await generated(app, as.admin, 'users_status');
    const rows = csvRows(csv!.body);
    expect(rows[0]![0]).toBe('Group');
    expect(rows.length - 1).toBe(report.row_count);
    expect(rows.map((r) => r[0])).toContain('Shannon Valley Homes');
    expect((await call(as.manager, 'GET', `/${report.report_id}`)).statusCode).toBe(404);
    const mine = (await call(as.admin, 'GET', '')).json<{ items: GeneratedReport[] }>();
    expect(mine.items.map((r) => r.group_id)).toContain(groups.maple);
  });

  it('refuses an unknown type with a clear 400', async () => {
    const res = await call(as.manager, 'POST', '', { type: 'users_everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/users_status or users_metrics/);
  });
});

describe('who may', () => {
  it('answers 403 on each route without its bit, in a group that has the role', async () => {
    const { report } = await generated(app, as.manager, 'users_status');
    const id = report.report_id;
    const noRead = await managerWithout(PERMISSION.READ_REPORT);
    const noGenerate = await managerWithout(PERMISSION.GENERATE_REPORT);
    const noDelete = await managerWithout(PERMISSION.DELETE_REPORT);
    const refusals = [
      await call(noRead, 'GET', ''),
      await call(noRead, 'GET', `/${id}`),
      await call(noRead, 'GET', `/${id}/csv`),
      await call(noGenerate, 'POST', '', { type: 'users_status' }),
      await call(noDelete, 'DELETE', `/${id}`),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: PERMISSION_REFUSED });
    }
    // With the bit, as before: the list is theirs (empty), their own generation is let through.
    expect((await call(noGenerate, 'GET', '')).json()).toEqual({ items: [], total: 0 });
    expect((await call(noRead, 'POST', '', { type: 'users_metrics' })).statusCode).toBe(202);
    expect((await call(as.papers, 'GET', '')).statusCode).toBe(403);
  });

  it('keeps another group’s report from view: 404 on every route', async () => {
    const { report } = await generated(app, as.manager, 'users_status');
    const id = report.report_id;
    for (const res of [
      await call(as.stranger, 'GET', `/${id}`),
      await call(as.stranger, 'GET', `/${id}/csv`),
      await call(as.stranger, 'DELETE', `/${id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: REPORT_MESSAGES.notFound });
    }
    const theirs = (await call(as.stranger, 'GET', '')).json<{ items: GeneratedReport[] }>();
    expect(theirs.items.map((r) => r.report_id)).not.toContain(id);
  });
});

it('deletes a report, and audits generating, downloading and deleting it', async () => {
  const { report } = await generated(app, as.manager, 'users_status');
  const id = report.report_id;
  expect((await call(as.manager, 'DELETE', `/${id}`)).statusCode).toBe(204);
  expect((await call(as.manager, 'GET', `/${id}`)).statusCode).toBe(404);
  const audits = await db
    .select({ action: auditLog.action, group_id: auditLog.group_id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'reports'), eq(auditLog.entity_id, String(id))))
    .orderBy(auditLog.id);
  expect(audits).toEqual(
    ['create', 'read', 'delete'].map((action) => ({
      action,
      group_id: groups.maple,
      changes: { type: 'users_status' },
    })),
  );
});
