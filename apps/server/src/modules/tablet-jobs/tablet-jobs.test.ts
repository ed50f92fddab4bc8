import type { LiveEvent } from '@acorn/domain/tablet-link';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff, signIn } from '../../../test/fixtures.js';
import { addFacility } from '../../../test/residents.js';
import { connectReported, markDone, report, storage, tabletJobsOf } from '../../../test/tablet-jobs.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers, auditLog, facilities, userMetrics } from '../../db/schema/index.js';

// Tablets open their own jobs (issue 19 §4), on a clock the tests move. The e2e server runs on the real
// clock, so the hour a battery must stay low is proven here.
const { app, db, clock, sibling } = await createTestApp();
const { groups } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  other: { roles: [2], group: 'shannon' },
});
const dublin = await addFacility(db, groups.maple, 'Dublin wing');
await db.update(facilities).set({ time_zone: 'Europe/Dublin' }).where(eq(facilities.facility_id, dublin));
const where = await listen(app);
const started: { drop(): void }[] = [];
afterAll(() => started.forEach((t) => t.drop()));
const heard: LiveEvent[] = [];
app.tabletLink.events.listen((event) => heard.push(event));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A resident's tablet of the group, in the Dublin wing for Maple Grove, enrolled and connected. */
async function tablet(group = groups.maple) {
  const [identity] = await createTablets(db, group, 1, group === groups.maple ? { facility_id: dublin } : {});
  const sim = simulatedTablet(identity!, where);
  started.push(sim);
  await sim.enrol();
  await connectReported(app, sim);
  return sim;
}

async function lowSince(user_id: number) {
  const [row] = await db.select().from(userMetrics).where(eq(userMetrics.user_id, user_id));
  return row?.battery_low_since ? new Date(row.battery_low_since).toISOString() : null;
}
const open = async (user_id: number) => (await tabletJobsOf(db, user_id)).filter((j) => j.status !== 'Done');
// Sessions end after 30 idle minutes, and these tests move the clock by hours: each call signs in anew.
const staff = (who: 'manager' | 'other') => signIn(app, `${who}@staff.test`);
const setRules = async (who: 'manager' | 'other', rules: object) => {
  const headers = await staff(who);
  const res = await app.inject({ method: 'PUT', url: '/v1/acorn/tablet-job-rules', headers, payload: rules });
  expect(res.statusCode).toBe(200);
};

describe('a battery under the group’s threshold', () => {
  it('opens nothing before the hour, then exactly one job, however many reports and sweeps follow', async () => {
    const sim = await tablet();
    const start = clock().toISOString();
    await report(app, sim, { battery: 10 });
    expect(await lowSince(sim.userId)).toBe(start);
    clock.advance(30 * MINUTE);
    await report(app, sim, { battery: 12 });
    clock.advance(29 * MINUTE);
    await report(app, sim, { battery: 10 });
    await app.tabletJobs.sweep();
    expect(await tabletJobsOf(db, sim.userId)).toEqual([]);
    // The low run is unbroken: it started with the first report.
    expect(await lowSince(sim.userId)).toBe(start);

    clock.advance(2 * MINUTE);
    await app.tabletJobs.sweep();
    await report(app, sim, { battery: 9 });
    await app.tabletJobs.sweep();
    await report(app, sim, { battery: 9 });
    const jobs = await tabletJobsOf(db, sim.userId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      title: 'Tablet: battery low',
      status: 'Pending',
      priority: 2,
      tablet_condition: 'battery',
      group_id: groups.maple,
      facility_id: dublin,
      start_date: '2026-11-21',
      resident_name: expect.stringMatching(/^Resident \d+ Test$/) as unknown,
      is_recurring: false,
    });
    // The sweep saw it first, with the last report's 10 %; Dublin's clock is UTC's in November.
    expect(jobs[0]!.description).toBe(
      `Tablet ${sim.identity.acorn_id} (serial ${sim.identity.serial_number}) of ${jobs[0]!.resident_name}. ` +
        'Battery at 10 % since 21/11/2026 09:00, over an hour (the rule is under 15 %).',
    );
    expect(heard).toContainEqual({
      type: 'tablet_job',
      group_id: groups.maple,
      user_id: sim.userId,
      maintenance_id: jobs[0]!.maintenance_id,
      condition: 'battery',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'maintenances'), eq(auditLog.entity_id, String(jobs[0]!.maintenance_id))),
      );
    expect(audit).toMatchObject({ action: 'create', actor_user_id: null, resident_id: sim.userId });
    expect(audit!.changes).toMatchObject({ tablet_condition: 'battery', opened_by: 'tablet' });

    // Done: only a report after it, still low for an hour counted from the Done, opens the next one.
    await markDone(app, await staff('manager'), jobs[0]!.maintenance_id);
    clock.advance(2 * HOUR);
    await app.tabletJobs.sweep();
    expect(await open(sim.userId)).toEqual([]);
    await report(app, sim, { battery: 8 });
    const next = await open(sim.userId);
    expect(next).toHaveLength(1);
    expect(next[0]!.maintenance_id).not.toBe(jobs[0]!.maintenance_id);

    // Charged: the low run ends.
    await report(app, sim, { battery: 80 });
    expect(await lowSince(sim.userId)).toBeNull();
  });

  it('opens nothing while the group has the rule off', async () => {
    await setRules('other', { offline_hours: 24, battery_percent: null, storage_percent: 5 });
    const sim = await tablet(groups.shannon);
    await report(app, sim, { battery: 3 });
    clock.advance(3 * HOUR);
    await report(app, sim, { battery: 3 });
    await app.tabletJobs.sweep();
    expect(await tabletJobsOf(db, sim.userId)).toEqual([]);
    expect(await lowSince(sim.userId)).toBeNull();
  });
});

describe('free storage under the group’s threshold', () => {
  it('opens one job at the first report, and none while it is open', async () => {
    const sim = await tablet();
    await report(app, sim, storage(6));
    expect(await tabletJobsOf(db, sim.userId)).toEqual([]);
    await report(app, sim, storage(3));
    await report(app, sim, storage(3));
    const jobs = await tabletJobsOf(db, sim.userId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ title: 'Tablet: storage low', priority: 3, tablet_condition: 'storage' });
    expect(jobs[0]!.description).toContain(
      'Free storage 3 % (983.04 MB of 32.00 GB; the rule is under 5 %).',
    );
    await markDone(app, await staff('manager'), jobs[0]!.maintenance_id);
    clock.advance(MINUTE);
    await report(app, sim, storage(2));
    expect(await open(sim.userId)).toHaveLength(1);
    expect(await tabletJobsOf(db, sim.userId)).toHaveLength(2);
  });

  it('follows each group’s own rules: another group’s do not apply', async () => {
    await setRules('other', { offline_hours: 24, battery_percent: 15, storage_percent: 10 });
    const [maple, shannon] = [await tablet(groups.maple), await tablet(groups.shannon)];
    await report(app, maple, storage(8));
    await report(app, shannon, storage(8));
    expect(await tabletJobsOf(db, maple.userId)).toEqual([]);
    expect(await tabletJobsOf(db, shannon.userId)).toMatchObject([{ tablet_condition: 'storage' }]);
  });
});

describe('a tablet not heard from for longer than the group allows', () => {
  const quiet = (fields: Partial<typeof acornUsers.$inferInsert>) =>
    createTablets(db, groups.maple, 1, {
      facility_id: dublin,
      is_connected: false,
      last_seen: new Date(clock().getTime() - HOUR).toISOString(),
      ...fields,
    }).then(([t]) => t!.user_id);

  it('gets one job from the sweep after N hours; never-seen, spare and inactive tablets none', async () => {
    const gone = await quiet({});
    const others = [
      await quiet({ last_seen: null }),
      await quiet({ user_type: 3 }),
      await quiet({ is_active: false }),
    ];
    await app.tabletJobs.sweep();
    expect(await tabletJobsOf(db, gone)).toEqual([]);
    clock.advance(22 * HOUR + 59 * MINUTE);
    await app.tabletJobs.sweep();
    expect(await tabletJobsOf(db, gone)).toEqual([]);
    clock.advance(2 * MINUTE);
    await app.tabletJobs.sweep();
    await app.tabletJobs.sweep();
    const jobs = await tabletJobsOf(db, gone);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ title: 'Tablet: offline', priority: 1, tablet_condition: 'offline' });
    const seen = new Date(clock().getTime() - 24 * HOUR - MINUTE);
    const at = `${String(seen.getUTCHours()).padStart(2, '0')}:${String(seen.getUTCMinutes()).padStart(2, '0')}`;
    expect(jobs[0]!.description).toMatch(
      new RegExp(`Offline since \\d\\d/\\d\\d/2026 ${at} \\(24 hours; the rule is 24 hours\\)\\.$`),
    );
    for (const other of others) expect(await tabletJobsOf(db, other)).toEqual([]);

    // Done while still offline: nothing new until it is seen again and gone quiet again.
    await markDone(app, await staff('manager'), jobs[0]!.maintenance_id);
    clock.advance(HOUR);
    await app.tabletJobs.sweep();
    expect(await open(gone)).toEqual([]);
    await db.update(acornUsers).set({ last_seen: clock().toISOString() }).where(eq(acornUsers.user_id, gone));
    clock.advance(25 * HOUR);
    await app.tabletJobs.sweep();
    expect(await open(gone)).toHaveLength(1);
  });

  it('is found by each instance’s own timer, first soon after it starts; racing instances open one job', async () => {
    const gone = await quiet({ last_seen: new Date(clock().getTime() - 30 * HOUR).toISOString() });
    const racing = await sibling({ tabletJobSweepSeconds: 0.05 });
    await eventually(async () => expect(await tabletJobsOf(db, gone)).toHaveLength(1));
    const again = await quiet({ last_seen: new Date(clock().getTime() - 30 * HOUR).toISOString() });
    await Promise.all([app.tabletJobs.sweep(), racing.tabletJobs.sweep(), app.tabletJobs.sweep()]);
    await eventually(async () => expect(await tabletJobsOf(db, again)).toHaveLength(1));
    expect(await tabletJobsOf(db, gone)).toHaveLength(1);
  });
});
