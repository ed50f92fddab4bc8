import { ACTIVITY_LONGEST_DAYS, DASHBOARD_LIST_CAP, TABLET_OFFLINE_HOURS } from '@acorn/domain/dashboard';
import { CHECK_IN_STATE, USER_TYPE } from '@acorn/domain/residents';
import { sql, type SQL } from 'drizzle-orm';
import { acornUsers, checkInLogs, publicEvents, residentCounts } from '../../db/schema/index.js';
import { reachesResident } from '../residents/events/event-reach.js';
import { isoSql } from '../../lib/iso-sql.js';

// The answer of GET /v1/acorn/facilities/{id}/dashboard as the database writes it (dashboardSchema's
// fields, in its order), about the CTEs of dashboard-day.ts. The definitions are the domain's
// (packages/domain/src/dashboard/schemas.ts); each piece below is one of them.

const cap = sql.raw(String(DASHBOARD_LIST_CAP));
// Literals, not parameters: the statement's plan is the same whatever they are.
const tabletUser = sql.raw(String(USER_TYPE.TABLET_USER));
const companion = sql.raw(String(USER_TYPE.COMPANION));
const failed = sql.raw(String(CHECK_IN_STATE.FAILED));
const u = acornUsers;
const e = publicEvents;
/** A JSON array of the rows of `rows` (a subquery whose columns are the items' fields), [] for none. */
const array = (rows: SQL) => sql`(select coalesce(json_agg(r), '[]') from (${rows}) r)`;

const activities = array(sql`
  select ${e.public_event_id} as public_event_id, ${e.title} as title, ${e.location} as location,
    nullif(${e.category}, '') as category, ${isoSql(e.start_time)} as start_time,
    ${isoSql(e.end_time)} as end_time, ${e.facility_id} as facility_id
  from ${e}
  where ${reachesResident} and ${e.start_time} < day.day_end and ${e.end_time} > day.day_start
    and ${e.start_time} > day.day_start - interval '1 day' * ${sql.raw(String(ACTIVITY_LONGEST_DAYS))}
  order by ${e.start_time}, ${e.public_event_id} limit ${cap}`);

const maintenanceTab = array(sql`
  select j.maintenance_id, j.title, j.status, j.priority,
    coalesce(nullif(concat_ws(' ', ${u.firstname}, ${u.surname}), ''), j.resident_name) as resident_name,
    j.user_id, j.tablet_condition
  from jobs j left join ${u} on ${u.user_id} = j.user_id
  where j.start_date = day.day
  order by j.priority nulls last, lower(j.title) nulls last, j.maintenance_id limit ${cap}`);

/** Born on the day's month and day; 29 February on 28 February in a year without it. */
const birthdays = array(sql`
  select p.user_id, p.firstname, p.surname, p.location, to_char(b.dob, 'YYYY-MM-DD') as dob,
    (extract(year from day.day) - extract(year from b.dob))::int as age
  from people p cross join lateral (select (p.dob at time zone 'UTC')::date as dob) b
    cross join lateral (select to_char(b.dob, 'MM-DD') as month_day) m
  where p.user_type = ${tabletUser} and b.dob < day.day
    and (m.month_day = day.month_day or (m.month_day = '02-29' and day.no_leap_day))
  order by lower(p.surname) nulls last, lower(p.firstname) nulls last, p.user_id limit ${cap}`);

/** The figures at a glance: the facility's people read once, its jobs once. */
const glance = (now: string) => sql`(select json_build_object(
    'failed_check_ins', here.failed_check_ins, 'tablets_offline', here.tablets_offline,
    'open_jobs', work.open_jobs, 'overdue_jobs', work.overdue_jobs, 'tablet_jobs', work.tablet_jobs)
  from (select
      count(*) filter (where p.user_type = ${tabletUser} and p.is_online = ${failed}
        and exists (select 1 from ${checkInLogs} c where c.user_id = p.user_id and c.status = 'Failed'
          and c.check_in_time >= day.day_start and c.check_in_time < day.day_end)) as failed_check_ins,
      count(*) filter (where p.user_type <> ${companion} and coalesce(p.acorn_id, '') <> ''
        and not p.is_connected and (p.last_seen is null
          or p.last_seen < ${now}::timestamptz - interval '1 hour' * ${sql.raw(String(TABLET_OFFLINE_HOURS))}))
        as tablets_offline
    from people p) here,
  (select count(*) as open_jobs, count(*) filter (where start_date < day.day) as overdue_jobs,
      count(*) filter (where tablet_condition is not null) as tablet_jobs
    from jobs where status <> 'Done') work)`;

/**
 * The whole answer as JSON text, from the `day` row (none when the facility is not in the scope). A group
 * that may not read public events (READ_EDIT_PUBLIC_EVENTS) gets no activities, as the Activities screens
 * refuse them (ADR 0030); the page says why in their place.
 */
export const dashboardBody = (
  now: string,
  { activities: readsActivities = true } = {},
): SQL => sql`select json_build_object(
    'facility', json_build_object('facility_id', day.facility_id, 'name', day.name,
      'resident_count', (select coalesce(sum(${residentCounts.n}), 0)::int from ${residentCounts}
        where ${residentCounts.facility_id} = day.facility_id),
      'time_zone', day.time_zone, 'units', day.units),
    'date', to_char(day.day, 'YYYY-MM-DD'),
    'activities', ${readsActivities ? activities : sql`'[]'::json`},
    'maintenances', ${maintenanceTab},
    'birthdays', ${birthdays},
    'glance', ${glance(now)})::text
  from day`;
