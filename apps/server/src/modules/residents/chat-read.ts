import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import type { LiveEvents } from '../tablet-link/live-events.js';

/**
 * Marks a resident's incoming messages read up to and including `upTo` (a message shown marks every older
 * one: the chat shows them in order), and tells every staff screen so their unread counts drop.
 */
export async function markChatRead(
  db: Db,
  events: LiveEvents,
  resident: { user_id: number; group_id: number },
  upTo: number,
  now: Date,
): Promise<number> {
  const marked = await db
    .update(messages)
    .set({ read_at: now.toISOString() })
    .where(
      and(
        eq(messages.user_id, resident.user_id),
        sql`${messages.direction} = 'from_tablet'`,
        isNull(messages.read_at),
        lte(messages.id, upTo),
      ),
    )
    .returning({ id: messages.id });
  if (marked.length > 0)
    events.emit({ type: 'message_read', group_id: resident.group_id, user_id: resident.user_id });
  return marked.length;
}
