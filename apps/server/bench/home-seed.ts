import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/types.js';

const EVENT_DAYS = 730;
const EVENTS_PER_GROUP_DAY = 4;
const JOBS_PER_FACILITY = 400;

/**
 * What the dashboard reads, on top of the residents bench's data (residents-seed.ts: 10,000 residents over
 * ten groups of five facilities, check-ins among the log rows): each facility placed on the globe and in a
 * time zone; every resident given a date of birth (spread over the year, so a facility has a birthday
 * most days) and a tablet last heard from between now and two months ago, a third connected; two years of
 * activities, four a day per group, every fifth for one facility; 400 jobs a facility over those two
 * years, a quarter still open, some opened by tablets; and today's failed check-ins for 1 % of residents.
 */
export async function seedDashboard(db: Db) {
  const zones = sql.raw(
    `array['America/Toronto','Europe/Dublin','America/Chicago','Europe/London','Pacific/Auckland']`,
  );
  await db.execute(sql`
    update facilities set latitude = 40 + facility_id % 15, longitude = -80 + facility_id % 40,
      time_zone = (${zones})[1 + facility_id % 5], county = 'Co.Clare'`);
  await db.execute(sql`
    update acorn_users set
      dob = make_date(1925 + user_id % 30, 1 + user_id % 12, 1 + (user_id / 12) % 28)::timestamp at time zone 'UTC',
      is_connected = user_id % 3 = 0,
      last_seen = now() - ((user_id * 37) % (60 * 24 * 60) || ' minutes')::interval`);
  await db.execute(sql`
    insert into public_events (title, location, description, category, start_time, end_time, county, group_id, facility_id)
    select 'Activity ' || g.group_id || '-' || d || '-' || n, 'Day room', 'bench',
      (array['Intellectual','Physical','Social','Spiritual'])[1 + n % 4],
      date_trunc('day', now()) - interval '365 days' + (d || ' days')::interval + ((9 + n * 2) || ' hours')::interval,
      date_trunc('day', now()) - interval '365 days' + (d || ' days')::interval + ((10 + n * 2) || ' hours')::interval,
      case when n % 3 = 0 then 'Co.Clare' else 'All' end, g.group_id,
      case when (d + n) % 5 = 0 then (select min(facility_id) from facilities f where f.group_id = g.group_id) end
    from (select distinct group_id from facilities) g, generate_series(0, ${EVENT_DAYS - 1}) d,
      generate_series(0, ${EVENTS_PER_GROUP_DAY - 1}) n`);
  await db.execute(sql`
    insert into maintenances (title, status, priority, start_date, group_id, facility_id, user_id, tablet_condition)
    select 'Job ' || f.facility_id || '-' || k,
      case when k % 4 = 0 then (array['Pending','In-Progress','Delayed'])[1 + k % 3] else 'Done' end,
      1 + k % 3, (now() - ((k * 11) % ${EVENT_DAYS} - 30 || ' days')::interval)::date,
      f.group_id, case when k % 2 = 0 then f.facility_id end,
      case when k % 2 = 1 then (select min(user_id) from acorn_users u where u.facility_id = f.facility_id) end,
      case when k % 40 = 0 then 'battery' end
    from facilities f, generate_series(1, ${JOBS_PER_FACILITY}) k`);
  await db.execute(sql`
    insert into check_in_logs (user_id, group_id, check_in_time, status)
    select user_id, group_id, now() - interval '2 hours', 'Failed' from acorn_users where user_id % 100 = 7`);
  await db.execute(sql`update acorn_users set is_online = 2 where user_id % 100 = 7`);
  const counts = await db.execute<{ events: number; jobs: number }>(
    sql`select (select count(*) from public_events)::int as events, (select count(*) from maintenances)::int as jobs`,
  );
  return counts.rows[0]!;
}
