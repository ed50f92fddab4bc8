import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { acornUsers, commands } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { anyOf } from '../../../lib/any-of.js';
import { storedCommandColumns } from './store-commands.js';

/** Commands still waiting (queued or sent, not acknowledged) and not expired at `now`. */
const waitingAt = (now: string) =>
  and(inArray(commands.state, ['queued', 'sent']), gt(commands.expires_at, now));

/** What waits for these tablets, oldest first. */
export function commandsWaitingFor(db: Db, userIds: readonly number[], now: string) {
  return db
    .select(storedCommandColumns)
    .from(commands)
    .where(and(anyOf(commands.user_id, userIds), waitingAt(now)))
    .orderBy(asc(commands.id));
}

/** The tablets that are connected and have commands waiting. */
export async function connectedWithWaiting(db: Db, now: string): Promise<number[]> {
  const waiting = await db
    .selectDistinct({ user_id: commands.user_id })
    .from(commands)
    .innerJoin(acornUsers, eq(acornUsers.user_id, commands.user_id))
    .where(and(waitingAt(now), eq(acornUsers.is_connected, true)));
  return waiting.map((w) => w.user_id);
}

/** Those of these tablets that are connected now. */
export async function connectedAmong(db: Db, userIds: readonly number[]): Promise<Set<number>> {
  const online = await db
    .select({ user_id: acornUsers.user_id })
    .from(acornUsers)
    .where(and(anyOf(acornUsers.user_id, [...new Set(userIds)]), eq(acornUsers.is_connected, true)));
  return new Set(online.map((o) => o.user_id));
}

/** A broadcast's commands still waiting for tablets that are connected (its fallback, ADR 0041). */
export function broadcastWaiting(db: Db, broadcastId: number, now: string) {
  return db
    .select(storedCommandColumns)
    .from(commands)
    .innerJoin(acornUsers, eq(acornUsers.user_id, commands.user_id))
    .where(and(eq(commands.broadcast_id, broadcastId), waitingAt(now), eq(acornUsers.is_connected, true)))
    .orderBy(asc(commands.id));
}
