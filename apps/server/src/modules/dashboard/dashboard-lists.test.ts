import { PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addResident } from '../../../test/residents.js';
import { groups as groupsTable } from '../../db/schema/index.js';
import { dashboardWorld } from './test-dashboard.js';

// The test clock is moved to 2026-11-21T03:00Z: 22:00 on 20 November in Toronto, whose day (05:00Z on
// the 20th to 05:00Z on the 21st) is not UTC's, and 16:00 on the 21st in Auckland.
const { app, db, clock, groups, toronto, auckland, resident, event, job, dashboard } = await dashboardWorld();
clock.advance(-6 * 3_600_000);

describe("today's activities", () => {
  it('are the group’s events reaching the facility that overlap its day, in start order', async () => {
    await event('Late quiz', '2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', { facility_id: toronto });
    await event('Morning walk', '2026-11-20T15:00:00Z', '2026-11-20T16:00:00Z', { county: 'Canada' });
    await event('Overnight vigil', '2026-11-19T23:00:00Z', '2026-11-20T06:00:00Z');
    // Not today in Toronto, though the 21st in UTC; ended as the day began; not for Toronto.
    await event('Midnight feast', '2026-11-21T05:30:00Z', '2026-11-21T06:30:00Z');
    await event('Yesterday', '2026-11-19T20:00:00Z', '2026-11-20T05:00:00Z');
    await event('Auckland bingo', '2026-11-20T15:00:00Z', '2026-11-20T16:00:00Z', { facility_id: auckland });
    await event('Cork mass', '2026-11-20T15:00:00Z', '2026-11-20T16:00:00Z', { county: 'Co.Cork' });
    await event('Shannon choir', '2026-11-20T15:00:00Z', '2026-11-20T16:00:00Z', {
      group_id: groups.shannon,
    });

    const day = await dashboard();
    expect(day.date).toBe('2026-11-20');
    expect(day.activities.map((a) => a.title)).toEqual(['Overnight vigil', 'Morning walk', 'Late quiz']);
    expect(day.activities[2]).toEqual({
      public_event_id: expect.any(Number) as number,
      title: 'Late quiz',
      location: 'Day room',
      category: 'Social',
      start_time: '2026-11-21T04:30:00.000Z',
      end_time: '2026-11-21T05:30:00.000Z',
      facility_id: toronto,
    });
    // Auckland's day, the 21st, runs from 11:00Z on the 20th: its own event, its county's, and the feast
    // for everyone; not Toronto's quiz, nor Canada's walk.
    expect((await dashboard(auckland)).activities.map((a) => a.title)).toEqual([
      'Auckland bingo',
      'Cork mass',
      'Midnight feast',
    ]);
  });
  // Security review 3, finding 15: a group that may not read public events still saw them here.
  it('are none for a group without READ_EDIT_PUBLIC_EVENTS, the rest of the day as before', async () => {
    const withBits = await dashboard();
    expect(withBits.activities.length).toBeGreaterThan(0);
    const bits = (permissions: number) =>
      db
        .update(groupsTable)
        .set({ group_permissions: permissions })
        .where(eq(groupsTable.group_id, groups.maple));
    await bits(ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS);
    app.sessions.forget();
    try {
      expect(await dashboard()).toEqual({ ...withBits, activities: [] });
    } finally {
      await bits(ALL_PERMISSIONS);
      app.sessions.forget();
    }
  });
});

describe("today's maintenances and the jobs at a glance", () => {
  it('are the facility’s jobs starting on its day; open, overdue and tablet-opened ones counted', async () => {
    const mary = await resident({ firstname: 'Mary', surname: 'Byrne' });
    await job('Fix the lift', '2026-11-20', { priority: 2 });
    // Named only by its resident, who lives in Toronto; Done still shows on its day.
    await job('Hinge', '2026-11-20', { facility_id: null, user_id: mary, priority: 1, status: 'Done' });
    await job('Paint the hall', '2026-11-21');
    await job('Leaking tap', '2026-11-18', { status: 'In-Progress' });
    await job('Old and done', '2026-11-10', { status: 'Done' });
    await job('Tablet battery low', '2026-11-19', { tablet_condition: 'battery', user_id: mary });
    await job('Tablet offline', '2026-11-01', { tablet_condition: 'offline', status: 'Done' });
    await job('Auckland roof', '2026-11-20', { facility_id: auckland });
    await job('Somewhere', '2026-11-20', { facility_id: null });

    const day = await dashboard();
    expect(day.maintenances).toEqual([
      {
        maintenance_id: expect.any(Number) as number,
        title: 'Hinge',
        status: 'Done',
        priority: 1,
        resident_name: 'Mary Byrne',
        user_id: mary,
        tablet_condition: null,
      },
      expect.objectContaining({ title: 'Fix the lift', status: 'Pending', resident_name: null }),
    ]);
    // Open: the lift, the hall, the tap, the battery. Overdue: the tap and the battery.
    expect(day.glance).toMatchObject({ open_jobs: 4, overdue_jobs: 2, tablet_jobs: 1 });
  });
});

describe("today's birthdays", () => {
  it('are the residents born on the day’s month and day, with the age they turn', async () => {
    const nora = await resident({ firstname: 'Nora', surname: 'Walsh', dob: '1940-11-20T00:00:00Z' });
    const sean = await resident({ firstname: 'Seán', surname: 'Ahern', dob: '1931-11-20T00:00:00Z' });
    await resident({ firstname: 'UTC today', dob: '1950-11-21T00:00:00Z' });
    await resident({ firstname: 'Companion', dob: '1940-11-20T00:00:00Z', user_type: 1 });
    await resident({ firstname: 'Far away', dob: '1940-11-20T00:00:00Z', facility_id: auckland });
    await addResident(db, groups.maple, { firstname: 'No home', dob: '1940-11-20T00:00:00Z' });

    const { birthdays } = await dashboard();
    expect(birthdays.map((b) => [b.user_id, b.dob, b.age])).toEqual([
      [sean, '1931-11-20', 95],
      [nora, '1940-11-20', 86],
    ]);
    expect(birthdays[0]).toMatchObject({ firstname: 'Seán', surname: 'Ahern', location: null });
  });
});
