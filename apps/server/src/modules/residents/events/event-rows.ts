import type { ResidentEventsQuery } from '@acorn/domain/activities';
import { sql, type SQL } from 'drizzle-orm';
import { commands, portalUsers, publicEventAttendances, publicEvents } from '../../../db/schema/index.js';
import { isoSql } from '../../../lib/iso-sql.js';
import { reachesResident, whenSql } from './event-reach.js';

const a = publicEventAttendances;

/**
 * Events with the resident's attendance row, as residentEventSchema has them (the names and order of its
 * fields), about the CTEs `resident` and `home` (event-reach.ts); `where` narrows them. Also the family
 * member's week (family/family-week-body.ts), which picks those the resident went or means to go to.
 */
export const eventRows = (where: SQL, tail: SQL = sql``): SQL =>
  sql`select ${publicEvents.public_event_id} as public_event_id, ${publicEvents.title} as title,
      ${publicEvents.location} as location, nullif(${publicEvents.category}, '') as category,
      ${isoSql(publicEvents.start_time)} as start_time, ${isoSql(publicEvents.end_time)} as end_time,
      ${a.status} as attendance,
      nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), '') as marked_by,
      ${isoSql(a.marked_at)} as marked_at, ${a.answer} as answer, ${isoSql(a.answered_at)} as answered_at,
      ${commands.state} as invite_state
    from ${publicEvents}
    left join ${a} on ${a.public_event_id} = ${publicEvents.public_event_id}
      and ${a.user_id} = (select user_id from resident)
    left join ${portalUsers} on ${portalUsers.user_id} = ${a.marked_by}
    left join ${commands} on ${commands.id} = ${a.invite_command_id}
    where ${reachesResident} and ${where} ${tail}`;

/**
 * A page of the events that reach the resident and its total, as residentEventsPageSchema's JSON: coming
 * ones soonest first, past ones most recent first.
 */
export function eventsPageBody(query: ResidentEventsQuery, now: string): SQL {
  const when = whenSql(query.when, now);
  const order =
    query.when === 'coming'
      ? sql`order by ${publicEvents.start_time} asc, ${publicEvents.public_event_id} asc`
      : sql`order by ${publicEvents.start_time} desc, ${publicEvents.public_event_id} desc`;
  const page = sql`${order} limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`;
  return sql`json_build_object(
    'items', (select coalesce(json_agg(p), '[]') from (${eventRows(when, page)}) p),
    'total', (select count(*) from ${publicEvents} where ${reachesResident} and ${when}))`;
}

/** One event's row (residentEventSchema's JSON), or null when it does not reach the resident. */
export const eventBody = (eventId: number): SQL =>
  sql`(select row_to_json(p) from (${eventRows(sql`${publicEvents.public_event_id} = ${eventId}`)}) p)`;
