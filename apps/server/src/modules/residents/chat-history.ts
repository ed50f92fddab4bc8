import type { ChatMessage, ChatPage, CommandState } from '@acorn/domain';
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { commands, messages, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { iso } from './iso.js';

const staffMessage = sql`${messages.direction} = 'to_tablet'`;

const chatColumns = {
  message_id: messages.id,
  direction: messages.direction,
  // The staff member's name as it is now, or as it was written when they are gone (or for the demo's rows).
  sender_name: sql<string | null>`case when ${staffMessage} then coalesce(
    nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), ''), ${messages.sender_name}) end`,
  message: messages.body,
  created_at: messages.created_at,
  // A staff message is read when the tablet reports its message command done (it was shown).
  read_at: sql<string | null>`case when ${staffMessage} then coalesce(
    case when ${commands.state} = 'done' then ${commands.finished_at} end, ${messages.read_at})
    else ${messages.read_at} end`,
  state: commands.state,
};

type ChatRow = { [K in keyof typeof chatColumns]: unknown } & { message_id: number; message: string };

function present(row: ChatRow): ChatMessage {
  const staff = row.direction === 'to_tablet';
  return {
    message_id: row.message_id,
    sender: staff ? 'staff' : 'resident',
    sender_name: (row.sender_name as string | null) ?? null,
    message: row.message,
    created_at: iso(row.created_at as string)!,
    read_at: iso(row.read_at as string | null),
    state: staff ? ((row.state as CommandState | null) ?? null) : null,
  };
}

function chatRows(db: Db, where: SQL | undefined) {
  return db
    .select(chatColumns)
    .from(messages)
    .leftJoin(portalUsers, eq(portalUsers.user_id, messages.sender_user_id))
    .leftJoin(commands, eq(commands.id, messages.command_id))
    .where(where);
}

/**
 * The newest `limit` messages before `before` (a message id; none = the newest), oldest first as the chat
 * shows them. Keyset on the id (messages_user_id_idx): any page costs the same however far back it is.
 */
export async function chatPage(
  db: Db,
  userId: number,
  paging: { before?: number | undefined; limit: number },
): Promise<ChatPage> {
  const rows = await chatRows(
    db,
    and(eq(messages.user_id, userId), paging.before ? lt(messages.id, paging.before) : undefined),
  )
    .orderBy(desc(messages.id))
    .limit(paging.limit + 1);
  const has_more = rows.length > paging.limit;
  return { items: rows.slice(0, paging.limit).reverse().map(present), has_more };
}

/** The chat message a message command wrote (store-commands.ts), as the chat shows it. */
export async function chatMessageOfCommand(db: Db, commandId: number): Promise<ChatMessage | null> {
  const [row] = await chatRows(db, eq(messages.command_id, commandId));
  return row ? present(row) : null;
}
