import type { Dashboard } from '@acorn/domain/dashboard';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { facilities, maintenances, type publicEvents } from '../../db/schema/index.js';
import { addEvent } from '../residents/events/test-events.js';

/**
 * The dashboard tests' world: Maple Grove's Toronto (America/Toronto, county Canada) and Auckland
 * (Pacific/Auckland), Shannon Valley's staff, and helpers writing rows straight to the tables.
 */
export async function dashboardWorld() {
  const { app, db, clock } = await createTestApp();
  const { groups, as } = await signedInStaff(app, db, {
    manager: { roles: [2], group: 'maple' },
  });
  const place = async (name: string, time_zone: string, county: string) =>
    (await db.insert(facilities).values({ name, group_id: groups.maple, time_zone, county }).returning())[0]!
      .facility_id;
  const toronto = await place('Toronto', 'America/Toronto', 'Canada');
  const auckland = await place('Auckland', 'Pacific/Auckland', 'Co.Cork');

  /** A resident of Toronto whose tablet is connected (so that it is no offline tablet) unless told. */
  const resident = (fields: Parameters<typeof addResident>[2] = {}) =>
    addResident(db, groups.maple, { facility_id: toronto, is_connected: true, ...fields });
  /** An event of Maple Grove for everyone, from `start` to `end_time` (ISO instants). */
  const event = (title: string, start: string, end_time: string, fields: Partial<Event> = {}) =>
    addEvent(db, new Date(start), title, 0, { group_id: groups.maple, end_time, ...fields });
  /** A job of Toronto starting on `start_date`. */
  const job = async (title: string, start_date: string, fields: Partial<Job> = {}) =>
    (
      await db
        .insert(maintenances)
        .values({ title, start_date, group_id: groups.maple, facility_id: toronto, ...fields })
        .returning()
    )[0]!.maintenance_id;
  const dashboard = async (facility = toronto, headers: Record<string, string> = as.manager) => {
    const res = await app.inject({ url: `/v1/acorn/facilities/${facility}/dashboard`, headers });
    if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode} ${res.body}`);
    return res.json<Dashboard>();
  };
  return { app, db, clock, groups, as, toronto, auckland, resident, event, job, dashboard };
}

type Event = typeof publicEvents.$inferInsert;
type Job = typeof maintenances.$inferInsert;
