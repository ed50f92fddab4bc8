import { FAMILY_SHARES, type FamilyShares, type FamilyWeek, type FamilyWeekItem } from '@acorn/domain/family';
import { sql, type SQL } from 'drizzle-orm';
import { callLogs, checkInLogs, publicEventAttendances, publicEvents } from '../../db/schema/index.js';
import { eventRows } from '../residents/events/event-rows.js';
import { isoSql } from '../../lib/iso-sql.js';
import { r } from '../residents/health/health-sql.js';
import { inWeek, localJson } from './family-clock.js';
import { healthValuesJson, type HealthValuesRow } from './family-health.js';
import {
  activityItem,
  callItem,
  checkInItem,
  healthItems,
  type ActivityRow,
  type CallRow,
  type CheckInRow,
} from './family-week-items.js';

const ofResident = (column: object) => sql`${column} = resident.user_id`;
const jsonRows = (row: SQL, order: SQL, from: SQL) =>
  sql`(select coalesce(json_agg(json_build_object(${row}) order by ${order}), '[]') from ${from})`;

/**
 * The events of the week that reach the resident (the Activities panel's reach, event-reach.ts) which
 * they went to (staff marked them attended), or said they would go to and are still to come.
 */
const activitiesJson = (now: string) => {
  const a = publicEventAttendances;
  const chosen = sql`${inWeek(publicEvents.start_time)} and (${a.status} = 'attended'
    or (${a.answer} = 'going' and ${publicEvents.end_time} > ${now}))`;
  const start = sql`e.start_time::timestamptz`;
  return jsonRows(
    sql`'title', e.title, 'location', e.location, 'at', e.start_time, ${localJson(start)},
      'ends', to_char(e.end_time::timestamptz at time zone (select tz from place), 'HH24:MI'),
      'attendance', e.attendance`,
    sql`e.start_time, e.public_event_id`,
    sql`(${eventRows(chosen)}) e`,
  );
};

const checkInsJson = () => {
  const c = checkInLogs;
  return jsonRows(
    sql`'at', ${isoSql(c.check_in_time)}, ${localJson(c.check_in_time)}, 'status', ${c.status},
      'answered', to_char(${c.response_time} at time zone (select tz from place), 'HH24:MI')`,
    sql`${c.check_in_time}, ${c.id}`,
    sql`${c} where ${ofResident(c.user_id)} and ${inWeek(c.check_in_time)}`,
  );
};

const callsJson = () => {
  const c = callLogs;
  return jsonRows(
    sql`'at', ${isoSql(c.date)}, ${localJson(c.date)}, 'name', ${c.name}, 'is_outgoing', ${c.is_outgoing},
      'duration', ${c.duration}, 'status', ${c.status}`,
    sql`${c.date}, ${c.id}`,
    sql`${c} where ${ofResident(c.user_id)} and ${inWeek(c.date)}`,
  );
};

/**
 * The week as JSON about the CTEs `resident`, `home`, `place` and `week`: who, which week, and the rows of
 * each kind the link shares (a kind not shared is not even read). One statement, each kind one subquery.
 */
export function familyWeekBody(shares: FamilyShares, now: string): SQL {
  const kinds: Record<keyof FamilyShares, () => SQL> = {
    activities: () => activitiesJson(now),
    check_ins: checkInsJson,
    health: () => healthValuesJson(inWeek(r.timestamp)),
    calls: callsJson,
  };
  const day = (column: string) => sql`(select to_char(${sql.raw(column)}, 'YYYY-MM-DD') from week)`;
  return sql`json_build_object(
    'resident', (select json_build_object('user_id', resident.user_id, 'firstname', firstname,
      'surname', surname, 'facility_name', facility_name, 'time_zone', tz) from place),
    'week_start', ${day('start_day')}, 'week_end', ${day('end_day')}, 'this_week', ${day('this_week')}
    ${sql.join(
      FAMILY_SHARES.filter((share) => shares[share]).map((share) => sql`, ${share}::text, ${kinds[share]()}`),
      sql``,
    )})`;
}

export interface FamilyWeekRows extends Pick<
  FamilyWeek,
  'resident' | 'week_start' | 'week_end' | 'this_week'
> {
  activities?: ActivityRow[];
  check_ins?: CheckInRow[];
  calls?: CallRow[];
  health?: HealthValuesRow;
}

/** The answer: the shared kinds' items, oldest first (kinds in the switches' order at the same minute). */
export function familyWeekOf(rows: FamilyWeekRows, shares: FamilyShares): FamilyWeek {
  const items: FamilyWeekItem[] = [
    ...(rows.activities ?? []).map(activityItem),
    ...(rows.check_ins ?? []).map(checkInItem),
    ...(rows.health ? healthItems(rows.health) : []),
    ...(rows.calls ?? []).map(callItem),
  ];
  const order = (item: FamilyWeekItem) => FAMILY_SHARES.indexOf(item.kind);
  items.sort((x, y) => Date.parse(x.at) - Date.parse(y.at) || order(x) - order(y));
  return {
    resident: rows.resident,
    week_start: rows.week_start,
    week_end: rows.week_end,
    this_week: rows.this_week,
    shares,
    not_shared: FAMILY_SHARES.filter((share) => !shares[share]),
    items,
  };
}
