import { sql, type SQL } from 'drizzle-orm';
import { acornUsers, facilities, publicEvents } from '../../../db/schema/index.js';

/**
 * The CTE `home(facility_id, county)`: the facility of the resident named by the CTE `resident`
 * (resident-read.ts), and its county; no row for a resident living in no facility.
 */
export const homeCte = sql`home as (select ${facilities.facility_id} as facility_id, ${facilities.county} as county
  from ${acornUsers} join ${facilities} on ${facilities.facility_id} = ${acornUsers.facility_id}
  where ${acornUsers.user_id} = (select user_id from resident))`;

/** The CTEs `resident` and `home` for a resident already found visible (visibleResident). */
export const knownResident = (resident: { user_id: number; group_id: number }) =>
  sql`resident as (select ${resident.user_id}::int as user_id, ${resident.group_id}::int as group_id), ${homeCte}`;

/**
 * A public event reaches the resident (doc 2 §2.1, issue 18) when it is their group's, for everyone
 * ('All') or their facility's county, and for the whole group or their facility. A resident in no facility
 * is reached only by the group's events for everyone.
 */
export const reachesResident: SQL = sql`${publicEvents.group_id} = (select group_id from resident)
  and (${publicEvents.county} = 'All' or ${publicEvents.county} in (select county from home))
  and (${publicEvents.facility_id} is null or ${publicEvents.facility_id} in (select facility_id from home))`;

/** Coming: still running (it ends after now). Past: it has started. A running event is both. */
export const whenSql = (when: 'coming' | 'past', now: string): SQL =>
  when === 'coming' ? sql`${publicEvents.end_time} > ${now}` : sql`${publicEvents.start_time} <= ${now}`;
