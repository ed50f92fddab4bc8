import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@acorn/domain/activities';
import type { ActivitiesReport, AttendanceFigures } from '@acorn/domain/facility-reports';
import { USER_TYPE } from '@acorn/domain/residents';
import { sql } from 'drizzle-orm';
import { acornUsers, publicEventAttendances, publicEvents } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { ReportScope } from './report-facility.js';

type Counts = Omit<AttendanceFigures, 'rate'>;
const e = publicEvents;
const a = publicEventAttendances;
const u = acornUsers;

/**
 * Per activity type, the month's activities that reach the facility (as an activity reaches a resident
 * living there: event-reach.ts) and the residents invited to and attending them (INVITED_DEFINITION): one
 * statement, grouped by the type as stored.
 */
async function countsByType(db: Db, { facility, start, end }: ReportScope) {
  const { rows } = await db.execute<Counts & { category: string | null }>(sql`
    with month_events as (
      select ${e.public_event_id} as id, ${e.category} as category from ${e}
      where ${e.group_id} = ${facility.group_id}
        and (${e.county} = 'All' or ${e.county} = ${facility.county})
        and (${e.facility_id} is null or ${e.facility_id} = ${facility.facility_id})
        and ${e.start_time} >= ${start.toISOString()} and ${e.start_time} < ${end.toISOString()}),
    invited as (
      select ${a.public_event_id} as id, ${a.status} = 'attended' as attended
      from ${a} join ${u} on ${u.user_id} = ${a.user_id}
      where ${a.public_event_id} in (select id from month_events)
        and ${u.facility_id} = ${facility.facility_id} and ${u.user_type} = ${USER_TYPE.TABLET_USER}
        and (${a.invite_command_id} is not null or ${a.answer} is not null or ${a.status} is not null))
    select m.category, count(distinct m.id)::int as activities, count(i.id)::int as invited,
      count(*) filter (where i.attended)::int as attended
    from month_events m left join invited i on i.id = m.id
    group by m.category`);
  return rows;
}

const withRate = (c: Counts): AttendanceFigures => ({
  ...c,
  rate: c.invited > 0 ? c.attended / c.invited : null,
});

const sum = (rows: readonly Counts[]): Counts => ({
  activities: rows.reduce((n, r) => n + r.activities, 0),
  invited: rows.reduce((n, r) => n + r.invited, 0),
  attended: rows.reduce((n, r) => n + r.attended, 0),
});

const isType = (category: string | null): category is ActivityCategory =>
  (ACTIVITY_CATEGORIES as readonly (string | null)[]).includes(category);

/** The activities report's answer: the four types in order, the activities without one, and the total. */
export async function activitiesReport(db: Db, scope: ReportScope): Promise<ActivitiesReport> {
  const rows = await countsByType(db, scope);
  const { facility_id, name, time_zone } = scope.facility;
  return {
    facility: { facility_id, name, time_zone },
    month: scope.month,
    types: ACTIVITY_CATEGORIES.map((category) => ({
      category,
      ...withRate(sum(rows.filter((r) => r.category === category))),
    })),
    untyped: withRate(sum(rows.filter((r) => !isType(r.category)))),
    total: withRate(sum(rows)),
  };
}
