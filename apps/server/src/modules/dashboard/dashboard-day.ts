import { and, eq, sql, type SQL } from 'drizzle-orm';
import { acornUsers, facilities, maintenances } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';

/**
 * The CTEs of one facility's day (the statement's first part; dashboard-body.ts selects from them):
 *
 * - `day`: the facility, if it is in the scope, with its calendar day at `now` in its own time zone, the
 *   instants that day starts and ends (local midnights: a day of 23 or 25 hours across a clock change),
 *   its month and day ('MM-DD'), and whether it is 28 February of a year without a 29th;
 * - `resident` and `home`: the facility's group, and the facility and its county, under the names the
 *   residents' event reach (residents/events/event-reach.ts) reads, so an event reaches the dashboard
 *   exactly as it reaches a resident who lives there;
 * - `people`: everyone living at the facility (residents, companions, unassigned tablets), read once for
 *   the birthdays, the figures and the jobs;
 * - `jobs`: the facility's maintenance jobs, those naming it and those naming none whose resident lives
 *   there (a job added on the Maintenances table for a resident names only the resident). Its
 *   conditions read `day` through scalar subqueries, not a join: the residents' ids are then gathered once
 *   into a hash, where a join made them a subquery run again for every job of the group.
 */
export function dayCtes(facilityId: number, scope: number | null, now: string): SQL {
  const where = and(eq(facilities.facility_id, facilityId), inScope(facilities.group_id, scope));
  return sql`day as (
      select ${facilities.facility_id} as facility_id, ${facilities.name} as name,
        ${facilities.group_id} as group_id, ${facilities.county} as county,
        ${facilities.time_zone} as time_zone, ${facilities.units} as units, d.day,
        d.day::timestamp at time zone ${facilities.time_zone} as day_start,
        (d.day + 1)::timestamp at time zone ${facilities.time_zone} as day_end,
        to_char(d.day, 'MM-DD') as month_day,
        to_char(d.day, 'MM-DD') = '02-28' and to_char(d.day + 1, 'MM-DD') = '03-01' as no_leap_day
      from ${facilities}
      cross join lateral (select (${now}::timestamptz at time zone ${facilities.time_zone})::date as day) d
      where ${where}),
    resident as (select group_id from day),
    home as (select facility_id, county from day),
    people as (
      select ${acornUsers.user_id} as user_id, ${acornUsers.user_type} as user_type,
        ${acornUsers.firstname} as firstname, ${acornUsers.surname} as surname,
        ${acornUsers.location} as location, ${acornUsers.dob} as dob, ${acornUsers.is_online} as is_online,
        ${acornUsers.acorn_id} as acorn_id, ${acornUsers.is_connected} as is_connected,
        ${acornUsers.last_seen} as last_seen
      from ${acornUsers} where ${acornUsers.facility_id} = (select facility_id from day)),
    jobs as (
      select m.maintenance_id, m.title, m.status, m.priority, m.start_date, m.user_id, m.resident_name,
        m.tablet_condition
      from ${maintenances} m
      where m.group_id = (select group_id from day) and (m.facility_id = (select facility_id from day)
        or (m.facility_id is null and m.user_id in (select user_id from people))))`;
}
