import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { sql, type SQL } from 'drizzle-orm';
import { acornUsers, facilities } from '../../db/schema/index.js';

/**
 * The CTE `place`: who the resident named by the CTE `resident` (resident-read.ts) is, their care home and
 * its clock and units. A resident living in no facility is on the portal's default clock, in metric.
 */
export const placeCte = sql`place as (select ${acornUsers.firstname} as firstname,
    ${acornUsers.surname} as surname, ${facilities.name} as facility_name,
    coalesce(${facilities.time_zone}, ${DEFAULT_TIME_ZONE}) as tz, coalesce(${facilities.units}, 'metric') as units
  from ${acornUsers} left join ${facilities} on ${facilities.facility_id} = ${acornUsers.facility_id}
  where ${acornUsers.user_id} = (select user_id from resident))`;

/** The Monday of the week a date is in (ISO weeks start on Monday). */
const mondayOf = (day: SQL) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;

/**
 * The CTE `week`, after `place`: the Monday to Sunday holding `start` (a 'YYYY-MM-DD'; today on the care
 * home's clock without one), the instants it begins and ends there (local midnights, so a week across a
 * clock change is 167 or 169 hours long and an item at Sunday 23:30 local is still in it), and the
 * Monday of the week the care home's clock shows at `now`.
 */
export function weekCte(now: string, start: string | undefined): SQL {
  const today = sql`(${now}::timestamptz at time zone place.tz)::date`;
  const asked = start ? sql`${start}::date` : today;
  return sql`week as (select d.monday as start_day, d.monday + 6 as end_day,
      d.monday::timestamp at time zone place.tz as from_at,
      (d.monday + 7)::timestamp at time zone place.tz as to_at,
      ${mondayOf(today)} as this_week
    from place cross join lateral (select ${mondayOf(asked)} as monday) d)`;
}

/** `at` on the care home's clock: its day 'YYYY-MM-DD' and its time 'HH:mm', for the JSON an item is built from. */
export const localJson = (at: SQL | object): SQL =>
  sql`'day', to_char(${at} at time zone (select tz from place), 'YYYY-MM-DD'),
    'time', to_char(${at} at time zone (select tz from place), 'HH24:MI')`;

/** A timestamp column inside the week (from its first local midnight to the next Monday's). */
export const inWeek = (at: SQL | object): SQL =>
  sql`${at} >= (select from_at from week) and ${at} < (select to_at from week)`;
