import { CHECK_IN_STATE, type CommandAction } from '@acorn/domain';
import { inArray } from 'drizzle-orm';
import { acornUsers, checkInLogs, commands, messages } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';

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
};

export type StoredCommand = Pick<
  typeof commands.$inferSelect,
  'id' | 'user_id' | 'group_id' | 'action' | 'payload' | 'expires_at' | 'state'
>;

/**
 * Stores one command per target before anything is published (the outbox), with what the command means
 * for the resident in the same transaction: a check-in makes them Pending with a Pending log entry, a
 * message joins their chat history.
 */
export async function storeCommands(
  db: Db,
  targets: readonly Target[],
  c: NewCommands,
): Promise<StoredCommand[]> {
  if (targets.length === 0) return [];
  const created_at = c.now.toISOString();
  const expires_at = new Date(c.now.getTime() + c.ttlSeconds * 1000).toISOString();
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(commands)
      .values(
        targets.map((t) => ({
          user_id: t.user_id,
          group_id: t.group_id,
          action: c.action,
          payload: c.payload,
          ttl_seconds: c.ttlSeconds,
          created_at,
          expires_at,
          created_by: c.createdBy,
        })),
      )
      .returning(storedCommandColumns);
    const ids = stored.map((s) => s.user_id);
    if (c.action === 'check_in') {
      await tx
        .update(acornUsers)
        .set({ is_online: CHECK_IN_STATE.PENDING })
        .where(inArray(acornUsers.user_id, ids));
      await tx.insert(checkInLogs).values(
        stored.map((s) => ({
          user_id: s.user_id,
          group_id: s.group_id,
          check_in_time: created_at,
          status: 'Pending' as const,
          command_id: s.id,
          created_by: c.createdBy,
        })),
      );
    }
    if (c.action === 'message') {
      await tx.insert(messages).values(
        stored.map((s) => ({
          user_id: s.user_id,
          group_id: s.group_id,
          direction: 'to_tablet' as const,
          body: String(c.payload.message),
          sender_user_id: c.createdBy,
          sender_name: c.senderName,
          command_id: s.id,
          created_at,
        })),
      );
    }
    return stored;
  });
}
