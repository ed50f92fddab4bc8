import { sql } from 'drizzle-orm';
import { callLogs, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/** What waits for staff about one resident: unread messages from their tablet and open call requests. */
export interface Waiting {
  unread_messages: number;
  call_requests: number;
}

/**
 * The waiting counts of a page's residents only (never the whole table), each an index probe into the
 * partial indexes of migration 0012.
 */
export async function waitingCounts(db: Db, userIds: readonly number[]): Promise<Map<number, Waiting>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute<{
    user_id: number;
    unread: number | string;
    requests: number | string;
  }>(sql`
    select u.user_id,
      (select count(*) from ${messages} m
        where m.user_id = u.user_id and m.direction = 'from_tablet' and m.read_at is null) as unread,
      (select count(*) from ${callLogs} c
        where c.user_id = u.user_id and c.status = 'requested' and c.acknowledged_at is null) as requests
    from unnest(${`{${userIds.join(',')}}`}::int[]) as u(user_id)`);
  return new Map(
    result.rows.map((r) => [
      Number(r.user_id),
      { unread_messages: Number(r.unread), call_requests: Number(r.requests) },
    ]),
  );
}
