import { sql, type SQL } from 'drizzle-orm';
import { callLogs, checkInLogs, portalUsers } from '../../db/schema/index.js';
import { isoSql } from '../../lib/iso-sql.js';

export interface LogPaging {
  page: number;
  page_size: number;
}

/** A page of a log and its total as the body's JSON, about the CTE `resident` (residentBody). */
function logPage(table: typeof checkInLogs | typeof callLogs, page: SQL): SQL {
  return sql`json_build_object(
    'items', (select coalesce(json_agg(p), '[]') from (${page}) p),
    'total', (select count(*) from ${table} where ${table.user_id} = resident.user_id))`;
}

const limitOffset = (p: LogPaging) => sql`limit ${p.page_size} offset ${(p.page - 1) * p.page_size}`;

/** A resident's check-ins, newest first, each with the staff member who sent it (checkInLogPageSchema). */
export function checkInLogBody(paging: LogPaging): SQL {
  return logPage(
    checkInLogs,
    sql`select ${checkInLogs.id} as id, ${isoSql(checkInLogs.check_in_time)} as check_in_time,
        ${isoSql(checkInLogs.response_time)} as response_time, ${checkInLogs.status} as status,
        nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), '') as sent_by
      from ${checkInLogs} left join ${portalUsers} on ${portalUsers.user_id} = ${checkInLogs.created_by}
      where ${checkInLogs.user_id} = resident.user_id
      order by ${checkInLogs.check_in_time} desc, ${checkInLogs.id} desc ${limitOffset(paging)}`,
  );
}

/** A resident's calls (answered, missed) and call requests, newest first, as doc 2 §3 names their fields. */
export function callLogBody(paging: LogPaging): SQL {
  return logPage(
    callLogs,
    sql`select ${callLogs.id} as id, ${callLogs.name} as name, ${callLogs.is_outgoing} as "isOutgoing",
        ${isoSql(callLogs.date)} as date, ${callLogs.duration} as duration, ${callLogs.note} as note,
        ${callLogs.status} as status
      from ${callLogs} where ${callLogs.user_id} = resident.user_id
      order by ${callLogs.date} desc, ${callLogs.id} desc ${limitOffset(paging)}`,
  );
}
