import { REPORT_MESSAGES, type GeneratedReport } from '@acorn/domain/reports';
import { USER_TYPE } from '@acorn/domain/residents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addFacility, addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers, reports, userMetrics } from '../../db/schema/index.js';
import { generateReport } from './report-generation.js';
import { csvRows, generated } from './test-reports.js';

// The test clock reads 2026-11-21T09:00:00Z: the moment every report here is taken.
const { app, db, clock, sibling } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const oak = await addFacility(db, groups.maple, 'Oak House, Ennis');

const hoursAgo = (hours: number) => new Date(clock().getTime() - hours * 3_600_000).toISOString();
const mary = await addResident(db, groups.maple, {
  acorn_id: 'ACN-MARY',
  firstname: 'Mary',
  surname: 'Walsh',
  facility_id: oak,
  is_connected: true,
  last_seen: hoursAgo(0),
  is_online: 2,
});
await db.insert(userMetrics).values({
  user_id: mary,
  group_id: groups.maple,
  acorn_version: '3.2.1',
  battery: 64,
  storage_total: 32_000_000_000,
  storage_free: 12_000_000_000,
  storage_used: 20_000_000_000,
  last_sync: hoursAgo(1),
  apps: [
    { name: 'Acorn', version: '3.2.1', applicationIdentifier: 'ie.acorn' },
    { name: 'RTÉ Player', version: null, applicationIdentifier: 'ie.rte.player' },
  ],
});
// Cells a spreadsheet would run, or that break a naive CSV: commas, quotes, line breaks, formula leads.
await addResident(db, groups.maple, {
  acorn_id: '=HYPERLINK("http://x")',
  firstname: '+Ann\nMarie',
  surname: 'O’Brien, "Bridie"',
  is_active: false,
  last_seen: hoursAgo(24 * 3),
});
await addResident(db, groups.maple, { acorn_id: '@SUM(A1)', firstname: '-Tom', surname: 'Zed' });

const byAcornId = (rows: string[][]) => new Map(rows.slice(1).map((r) => [r[0], r]));

describe('users_status', () => {
  it('says per tablet user: facility, active, connectivity, last seen, check-in and version', async () => {
    const rows = byAcornId(csvRows((await generated(app, as.manager, 'users_status')).csv!.body));
    expect(rows.get('ACN-MARY')).toEqual([
      'ACN-MARY',
      'Mary Walsh',
      'Oak House, Ennis',
      'Yes',
      'Online',
      '2026-11-21T09:00:00Z',
      'Failed',
      '3.2.1',
    ]);
  });

  it('escapes commas, quotes and line breaks, and defuses cells a spreadsheet would run', async () => {
    const { csv } = await generated(app, as.manager, 'users_status');
    const rows = byAcornId(csvRows(csv!.body));
    expect(rows.get(`'=HYPERLINK("http://x")`)).toEqual([
      `'=HYPERLINK("http://x")`,
      `'+Ann\nMarie O’Brien, "Bridie"`,
      '',
      'No',
      'Offline up to 1 week',
      '2026-11-18T09:00:00Z',
      'Default',
      '',
    ]);
    expect(rows.get(`'@SUM(A1)`)![1]).toBe(`'-Tom Zed`);
    expect(csv!.body).toContain(`"'+Ann\nMarie O’Brien, ""Bridie"""`);
  });
});

it('users_metrics: battery, storage, version and the installed apps, counted and named', async () => {
  const rows = csvRows((await generated(app, as.manager, 'users_metrics')).csv!.body);
  expect(rows[0]).toEqual([
    'Acorn ID',
    'Name',
    'Battery (%)',
    'Storage total (bytes)',
    'Storage free (bytes)',
    'Storage used (bytes)',
    'Version',
    'Installed apps',
    'App names',
    'Last report (UTC)',
  ]);
  expect(byAcornId(rows).get('ACN-MARY')).toEqual([
    'ACN-MARY',
    'Mary Walsh',
    '64',
    '32000000000',
    '12000000000',
    '20000000000',
    '3.2.1',
    '2',
    'Acorn; RTÉ Player',
    '2026-11-21T08:00:00Z',
  ]);
  // No report from the tablet yet: empty cells, and no apps.
  expect(byAcornId(rows).get(`'@SUM(A1)`)!.slice(2)).toEqual(['', '', '', '', '', '0', '', '']);
});

it('takes a big group in steps of 1,000, its progress only ever rising, to every user', async () => {
  const big = await createGroup(db, 'Big Group');
  await db.insert(acornUsers).values(
    Array.from({ length: 2_500 }, (_, i) => ({
      user_type: USER_TYPE.TABLET_USER,
      group_id: big,
      firstname: `Resident${i}`,
      acorn_id: `ACN-BIG-${i}`,
    })),
  );
  await createPortalUser(db, { email: 'big@reports.test', roles: [2], group_id: big });
  const { report, seen, csv } = await generated(app, await signIn(app, 'big@reports.test'), 'users_status');
  expect(report).toMatchObject({ status: 'ready', progress: 100, row_count: 2_500 });
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  expect(csvRows(csv!.body)).toHaveLength(2_501);
});

describe('a report that does not finish', () => {
  const insert = async (created_at: string) =>
    (
      await db
        .insert(reports)
        .values({ group_id: groups.maple, type: 'users_status', created_at })
        .returning()
    )[0]!.report_id;
  const read = async (id: number) =>
    (await app.inject({ url: `/v1/acorn/reports/${id}`, headers: as.manager })).json<GeneratedReport>();

  it('is marked failed, with the reason, when its generation fails', async () => {
    const id = await insert(clock().toISOString());
    // A type no report has: the snapshot cannot be written.
    await generateReport(app, { id, type: 'users_nothing' as never, scope: groups.maple, takenAt: clock() });
    expect(await read(id)).toMatchObject({ status: 'failed', failure: REPORT_MESSAGES.failed, progress: 0 });
    const csv = await app.inject({ url: `/v1/acorn/reports/${id}/csv`, headers: as.manager });
    expect(csv.statusCode).toBe(409);
    expect(csv.json()).toEqual({ message: REPORT_MESSAGES.notReady });
  });

  it('is shown failed once a stopped server left it generating past the limit, and failed on start', async () => {
    const young = await insert(clock().toISOString());
    const old = await insert(hoursAgo(1));
    expect(await read(young)).toMatchObject({ status: 'generating', failure: null });
    expect(await read(old)).toMatchObject({ status: 'failed', failure: REPORT_MESSAGES.stopped });
    // A server starting on the embedded database is the only one that could be generating.
    await (await sibling()).ready();
    const [row] = await db.select().from(reports).where(eq(reports.report_id, young));
    expect(row).toMatchObject({ status: 'failed', content: REPORT_MESSAGES.stopped });
  });
});
