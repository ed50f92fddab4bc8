import { dashboardSchema, type Dashboard } from '@acorn/domain/dashboard';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff, signIn } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { facilities } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  both: { roles: [2, 8], group: 'maple' },
});
const [toronto] = await db
  .insert(facilities)
  .values({ name: 'Toronto', group_id: groups.maple, time_zone: 'America/Toronto', units: 'imperial' })
  .returning({ id: facilities.facility_id });
const here = toronto!.id;
for (let i = 0; i < 3; i++) await addResident(db, groups.maple, { facility_id: here });
await addResident(db, groups.maple, { facility_id: here, user_type: 1 });

const dashboard = (facility: number | string, headers: Record<string, string> = as.manager) =>
  app.inject({ url: `/v1/acorn/facilities/${facility}/dashboard`, headers });

describe('the dashboard’s answer', () => {
  it('is the facility’s day in the schema’s shape, for its group’s staff and role 1', async () => {
    for (const who of [as.manager, as.admin, as.both]) {
      const res = await dashboard(here, who);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Dashboard>();
      expect(dashboardSchema.strict().parse(body)).toEqual(body);
      expect(body).toMatchObject({
        facility: { facility_id: here, name: 'Toronto', resident_count: 3, time_zone: 'America/Toronto' },
        // The test clock's 2026-11-21T09:00Z is 04:00 in Toronto: the same day.
        date: '2026-11-21',
        activities: [],
        maintenances: [],
        birthdays: [],
      });
      expect(body.facility.units).toBe('imperial');
    }
  });

  it('is not found for another group’s facility, one that does not exist, or an id out of range', async () => {
    for (const [facility, who] of [
      [here, as.stranger],
      [999_999, as.manager],
      [999_999, as.admin],
      [4_294_967_296, as.admin],
    ] as const) {
      const res = await dashboard(facility, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Facility not found.' });
    }
  });

  it('refuses roles 3 to 8 (403) and no session (401); an id written otherwise is no facility', async () => {
    for (const role of [3, 4, 5, 6, 7, 8]) {
      const email = `role${role}@staff.test`;
      await createPortalUser(db, { email, roles: [role], group_id: groups.maple });
      expect((await dashboard(here, await signIn(app, email))).statusCode, `role ${role}`).toBe(403);
    }
    expect((await dashboard(here, {})).statusCode).toBe(401);
    // As every path id (plugins/id-forms.test.ts): one way to write an id, anything else names nothing.
    for (const bad of ['abc', '0', '-1', '1e0', '01'])
      expect((await dashboard(bad)).statusCode, bad).toBe(404);
  });
});
