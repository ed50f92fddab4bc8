import { CHECK_IN_STATE } from '@acorn/domain/residents';
import type { CommandAction } from '@acorn/domain/tablets';
import { sql } from 'drizzle-orm';
import { acornUsers, auditLog, checkInLogs, commands, messages } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { redact } from '../../../lib/audit.js';

export interface Target {
  user_id: number;
  group_id: number;
}

export interface NewCommands {
  action: CommandAction;
  payload: Record<string, unknown>;
  ttlSeconds: number;
  createdBy: number | null;
  senderName: string | null;
  now: Date;
}

/** What dispatching a command needs of its row. */
export const storedCommandColumns = {
  id: commands.id,
  user_id: commands.user_id,
  group_id: commands.group_id,
  action: commands.action,
  payload: commands.payload,
  expires_at: commands.expires_at,
  state: commands.state,
  broadcast_id: commands.broadcast_id,
};

export type StoredCommand = Pick<
  typeof commands.$inferSelect,
  'id' | 'user_id' | 'group_id' | 'action' | 'payload' | 'expires_at' | 'state' | 'broadcast_id'
>;

/** Who asked, for the audit rows. */
export interface Actor {
  /** Null once the staff member who asked was deleted (a broadcast written out after a crash). */
  user_id: number | null;
  email: string;
  ip: string;
}

/**
 * Stores one command per target before anything is published (the outbox), and in the same statement
 * what it means: an audit row per tablet; for a check-in the resident turns Pending with a Pending log
 * entry; a message joins the chat history. One statement with the targets as one JSON value, so a
 * command to 10,000 tablets costs one round trip rather than tens of thousands of parameters. A broadcast's
 * commands (ADR 0041) carry its id where their group had it on the group's topic.
 */
export async function storeCommands(
  db: Db,
  targets: readonly Target[],
  c: NewCommands,
  actor: Actor,
  broadcast: { id: number; published_groups: readonly number[] } | null = null,
): Promise<StoredCommand[]> {
  if (targets.length === 0) return [];
  const published = `{${(broadcast?.published_groups ?? []).join(',')}}`;
  const created_at = c.now.toISOString();
  const expires_at = new Date(c.now.getTime() + c.ttlSeconds * 1000).toISOString();
  const payload = JSON.stringify(c.payload);
  // Every command is about its tablet's resident: what was said to them is withheld (ADR 0040).
  const changes = JSON.stringify(redact({ action: c.action, ...c.payload }, true));
  // Raw rows carry the bigint id as PostgreSQL's text.
  const result = await db.execute<
    Omit<StoredCommand, 'id' | 'broadcast_id'> & { id: number | string; broadcast_id: number | string | null }
  >(sql`
    with target as (
      select * from jsonb_to_recordset(${JSON.stringify(targets)}::jsonb) as t(user_id int, group_id int)
    ), stored as (
      insert into ${commands} (user_id, group_id, action, payload, ttl_seconds, created_at, expires_at, created_by,
        broadcast_id)
      select user_id, group_id, ${c.action}, ${payload}::jsonb, ${c.ttlSeconds}, ${created_at}, ${expires_at}, ${c.createdBy},
        case when group_id = any(${published}::int[]) then ${broadcast?.id ?? null}::bigint end
      from target
      returning id, user_id, group_id, action, payload, expires_at, state, broadcast_id
    ), audited as (
      insert into ${auditLog} (at, actor_user_id, actor_email, action, entity, entity_id, group_id, resident_id, changes, ip)
      select ${created_at}, ${actor.user_id}, ${actor.email}, 'command', 'commands', id::text, group_id, user_id,
        ${changes}::jsonb, ${actor.ip}
      from stored
    ), pending as (
      update ${acornUsers} set is_online = ${CHECK_IN_STATE.PENDING}
      where ${c.action} = 'check_in' and user_id in (select user_id from stored)
    ), logged as (
      insert into ${checkInLogs} (user_id, group_id, check_in_time, status, command_id, created_by)
      select user_id, group_id, ${created_at}, 'Pending', id, ${c.createdBy} from stored where ${c.action} = 'check_in'
    ), chat as (
      insert into ${messages} (user_id, group_id, direction, body, sender_user_id, sender_name, command_id, created_at)
      select user_id, group_id, 'to_tablet', ${String(c.payload.message ?? '')}, ${c.createdBy}, ${c.senderName}, id,
        ${created_at}
      from stored where ${c.action} = 'message'
    )
    select id, user_id, group_id, action, payload, expires_at, state, broadcast_id from stored order by id`);
  return result.rows.map((r) => ({
    ...r,
    id: Number(r.id),
    broadcast_id: r.broadcast_id === null ? null : Number(r.broadcast_id),
    expires_at: new Date(r.expires_at).toISOString(),
  }));
}
