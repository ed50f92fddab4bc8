import { ALL_ROLES } from '@acorn/domain/access';
import type { ActivitiesReport, MaintenanceReport } from '@acorn/domain/facility-reports';
import { MONTH_MESSAGES } from '@acorn/domain/time';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addFacility } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';

// Who may read a facility's reports, and for which month (issue 19). The figures themselves are tested in
// activities-report.test.ts and maintenance-report.test.ts.
const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  stranger: { roles: [2], group: 'shannon' },
});
const oak = await addFacility(db, groups.maple, 'Oak House');
/** One user of Maple Grove per role other than 1: the reports are any signed-in user's (doc 1 §6). */
const members = new Map<number, { authorization: string }>();
for (const role of ALL_ROLES.filter((r) => r !== 1)) {
  await createPortalUser(db, { email: `role${role}@maple.test`, roles: [role], group_id: groups.maple });
  members.set(role, await signIn(app, `role${role}@maple.test`));
}
const REPORTS = ['activities-report', 'activities-report.csv', 'maintenance-report'];
const get = (url: string, headers: Record<string, string> = as.admin) =>
  app.inject({ url: `/v1/acorn/facilities/${url}`, headers });

describe('the facility reports’ scope', () => {
  it.each(REPORTS)('%s: any role of the facility’s group, and role 1, may read it', async (report) => {
    for (const [role, headers] of [...members, [1, as.admin] as const]) {
      const res = await get(`${oak}/${report}`, headers);
      expect(res.statusCode, `role ${role}: ${res.body}`).toBe(200);
    }
  });

  it.each(REPORTS)('%s: another group’s facility is not found, and no session is 401', async (report) => {
    const foreign = await get(`${oak}/${report}`, as.stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Facility not found.' });
    expect((await get(`999999/${report}`)).statusCode).toBe(404);
    expect((await get(`${oak}/${report}`, {})).statusCode).toBe(401);
  });
});

describe('the month', () => {
  it('is the last whole month on the facility’s clock unless asked, and named with the facility', async () => {
    // The test clock reads 2026-11-21 09:00 UTC: November in Toronto, the default time zone.
    expect(clock().toISOString()).toBe('2026-11-21T09:00:00.000Z');
    const activities = (await get(`${oak}/activities-report`)).json<ActivitiesReport>();
    expect(activities.month).toBe('2026-10');
    expect(activities.facility).toEqual({
      facility_id: oak,
      name: 'Oak House',
      time_zone: 'America/Toronto',
    });
    const maintenance = (await get(`${oak}/maintenance-report?month=2026-11`)).json<MaintenanceReport>();
    expect(maintenance.month).toBe('2026-11');
  });

  it.each(REPORTS)(
    '%s: a month written otherwise, or still to come, is refused with a clear message',
    async (report) => {
      for (const bad of ['2026-13', '2026-1', 'October', '2026-10-01']) {
        const res = await get(`${oak}/${report}?month=${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json()).toEqual({ message: `Invalid month: ${MONTH_MESSAGES.format}.` });
      }
      const future = await get(`${oak}/${report}?month=2026-12`);
      expect(future.statusCode).toBe(400);
      expect(future.json()).toEqual({ message: MONTH_MESSAGES.future('2026-12') });
    },
  );
});
