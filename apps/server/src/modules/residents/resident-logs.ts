import type { CallLogPage, CheckInLogPage } from '@acorn/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import { callLogs, checkInLogs, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { iso } from './iso.js';

export interface LogPaging {
  page: number;
  page_size: number;
}

const offsetOf = (p: LogPaging) => (p.page - 1) * p.page_size;

/** A resident's check-ins, newest first, each with the staff member who sent it. */
export async function checkInLogPage(db: Db, userId: number, paging: LogPaging): Promise<CheckInLogPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: checkInLogs.id,
        check_in_time: checkInLogs.check_in_time,
        response_time: checkInLogs.response_time,
        status: checkInLogs.status,
        sent_by: sql<
          string | null
        >`nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), '')`,
      })
      .from(checkInLogs)
      .leftJoin(portalUsers, eq(portalUsers.user_id, checkInLogs.created_by))
      .where(eq(checkInLogs.user_id, userId))
      .orderBy(desc(checkInLogs.check_in_time), desc(checkInLogs.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(checkInLogs).where(eq(checkInLogs.user_id, userId)),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      check_in_time: iso(r.check_in_time)!,
      response_time: iso(r.response_time),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** A resident's calls (answered, missed) and call requests, newest first, as doc 2 §3 names their fields. */
export async function callLogPage(db: Db, userId: number, paging: LogPaging): Promise<CallLogPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: callLogs.id,
        name: callLogs.name,
        isOutgoing: callLogs.is_outgoing,
        date: callLogs.date,
        duration: callLogs.duration,
        note: callLogs.note,
        status: callLogs.status,
      })
      .from(callLogs)
      .where(eq(callLogs.user_id, userId))
      .orderBy(desc(callLogs.date), desc(callLogs.id))
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(callLogs).where(eq(callLogs.user_id, userId)),
  ]);
  return { items: rows.map((r) => ({ ...r, date: iso(r.date)! })), total: Number(total?.n ?? 0) };
}
