import type { ChatMessage } from '@acorn/domain/residents';
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { commands, messages, portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { isoSql } from '../../lib/iso-sql.js';
import { auditChanges } from './resident-read.js';

const staffMessage = sql`${messages.direction} = 'to_tablet'`;

/** A chat message as chatMessageSchema has it, written by the database; message_id last, for paging. */
const chatFields = sql`
  case when ${staffMessage} then 'staff' else 'resident' end as sender,
  -- The staff member's name as it is now, or as it was written when they are gone (or for the demo's rows).
  case when ${staffMessage} then coalesce(
    nullif(concat_ws(' ', ${portalUsers.firstname}, ${portalUsers.surname}), ''), ${messages.sender_name}) end
    as sender_name,
  ${messages.body} as message,
  ${isoSql(messages.created_at)} as created_at,
  -- A staff message is read when the tablet reports its message command done (it was shown).
  ${isoSql(sql`case when ${staffMessage} then coalesce(
    case when ${commands.state} = 'done' then ${commands.finished_at} end, ${messages.read_at})
    else ${messages.read_at} end`)} as read_at,
  case when ${staffMessage} then ${commands.state} end as state,
  ${messages.id} as message_id`;

const chatRows = (where: SQL | undefined) => sql`select ${chatFields} from ${messages}
  left join ${portalUsers} on ${eq(portalUsers.user_id, messages.sender_user_id)}
  left join ${commands} on ${eq(commands.id, messages.command_id)}
  where ${where}`;

/**
 * The chat page's body (chatPageSchema) about the CTE `resident` (residentBody): the newest `limit`
 * messages before `before` (a message id; none = the newest), oldest first as the chat shows them. Keyset on
 * the id (messages_user_id_idx): any page costs the same however far back it is. With its audit row's
 * changes: which page was shown.
 */
export function chatPageBody(paging: { before?: number | undefined; limit: number }) {
  const newest = sql`(${chatRows(
    and(
      sql`${messages.user_id} = (select user_id from resident)`,
      paging.before ? lt(messages.id, paging.before) : undefined,
    ),
  )} order by ${messages.id} desc limit ${paging.limit + 1})`;
  return {
    // One more than the page is read: whether older ones exist.
    body: sql`json_build_object(
      'items', (select coalesce(json_agg(p order by p.message_id), '[]')
        from (select * from page order by message_id desc limit ${paging.limit}) p),
      'has_more', (select count(*) > ${paging.limit} from page))`,
    page: sql`page as ${newest}`,
    changes: auditChanges({
      before: sql`${paging.before ?? null}::bigint`,
      shown: sql`(select least(count(*), ${paging.limit}) from page)`,
    }),
  };
}

/** The chat message a message command wrote (store-commands.ts), as the chat shows it. */
export async function chatMessageOfCommand(db: Db, commandId: number): Promise<ChatMessage | null> {
  const result = await db.execute<{ item: string }>(
    sql`select row_to_json(m)::text as item from (${chatRows(eq(messages.command_id, commandId))}) m`,
  );
  const row = result.rows[0];
  return row ? (JSON.parse(row.item) as ChatMessage) : null;
}
