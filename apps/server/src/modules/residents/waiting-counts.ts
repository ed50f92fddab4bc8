import { sql, type SQL } from 'drizzle-orm';
import { acornUsers } from '../../db/schema/index.js';

/**
 * What waits for staff about one listed resident: unread messages from their tablet and open call requests,
 * each an index probe into a partial index of migration 0012 (messages_unread_user_idx,
 * call_logs_open_request_user_idx). Correlated with the page's rows only, never the whole table. The
 * conditions are literals, not parameters: a generic plan could not match them to the partial indexes.
 */
export const waitingFields: SQL = sql`
  (select count(*) from messages m
    where m.user_id = ${acornUsers.user_id} and m.direction = 'from_tablet' and m.read_at is null) as unread_messages,
  (select count(*) from call_logs c
    where c.user_id = ${acornUsers.user_id} and c.status = 'requested' and c.acknowledged_at is null) as call_requests`;
