import type { CallEndReason } from '@acorn/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { auditLog, callLogs, calls } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

export type CallRow = typeof calls.$inferSelect;

/** Who moved a call, for its audit row: a signed-in portal user, or nobody (the tablet, the clock). */
export interface CallActor {
  user_id: number;
  email: string;
  ip: string;
}

const LIVE = ['ringing', 'answered'] as const;

/** A call's audit row (start: create; end: update), written with the move it records. */
async function audit(db: Db, call: CallRow, at: string, actor: CallActor | null, changes: object) {
  await db.insert(auditLog).values({
    at,
    actor_user_id: actor?.user_id ?? null,
    actor_email: actor?.email ?? null,
    action: call.state === 'ended' ? 'update' : 'create',
    entity: 'calls',
    entity_id: String(call.id),
    group_id: call.group_id,
    resident_id: call.user_id,
    changes: { ...changes },
    ip: actor?.ip ?? null,
  });
}

export async function findCall(db: Db, id: number): Promise<CallRow | undefined> {
  const [call] = await db.select().from(calls).where(eq(calls.id, id));
  return call;
}

/**
 * A new call from the care home, ringing; null when the resident already has one ringing or answered (the
 * database's unique index decides, whichever instance asks).
 */
export async function placeCall(
  db: Db,
  call: Pick<CallRow, 'user_id' | 'group_id' | 'portal_user_id' | 'portal_user_name' | 'rings_until'>,
  actor: CallActor,
  now: string,
): Promise<CallRow | null> {
  return db.transaction(async (tx) => {
    const [placed] = await tx
      .insert(calls)
      .values({ ...call, direction: 'outgoing', created_at: now })
      .onConflictDoNothing({
        target: calls.user_id,
        where: sql`${calls.state} in ('ringing', 'answered')`,
      })
      .returning();
    if (placed) await audit(tx, placed, now, actor, { direction: 'outgoing', state: 'ringing' });
    return placed ?? null;
  });
}

/** Ringing → answered; null when it no longer rings (it ran out, or was ended). */
export async function answerCall(db: Db, id: number, now: string): Promise<CallRow | null> {
  const [answered] = await db
    .update(calls)
    .set({ state: 'answered', answered_at: now })
    .where(and(eq(calls.id, id), eq(calls.state, 'ringing')))
    .returning();
  return answered ?? null;
}

/**
 * Ends a call that has not ended, with its duration (seconds since it was answered, else 0), its entry in
 * the resident's call log and an audit row; null when it had ended already (the other side, or the clock,
 * came first).
 */
export async function endCall(
  db: Db,
  id: number,
  reason: CallEndReason,
  now: string,
  actor: CallActor | null,
): Promise<CallRow | null> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(calls)
      .set({
        state: 'ended',
        ended_at: now,
        end_reason: reason,
        duration: sql`case when ${calls.answered_at} is null then 0
          else greatest(0, floor(extract(epoch from (${now}::timestamptz - ${calls.answered_at}))))::int end`,
      })
      .where(and(eq(calls.id, id), inArray(calls.state, LIVE)))
      .returning();
    if (!ended) return null;
    const [entry] = await tx
      .insert(callLogs)
      .values({
        user_id: ended.user_id,
        group_id: ended.group_id,
        name: ended.portal_user_name ?? 'Care home',
        is_outgoing: ended.direction === 'outgoing',
        date: ended.created_at,
        duration: ended.duration ?? 0,
        status: ended.answered_at ? 'answered' : 'missed',
      })
      .returning({ id: callLogs.id });
    await tx.update(calls).set({ call_log_id: entry!.id }).where(eq(calls.id, ended.id));
    await audit(tx, ended, now, actor, { state: 'ended', end_reason: reason, duration: ended.duration });
    return { ...ended, call_log_id: entry!.id };
  });
}

/** Calls still ringing at their end of ringing. */
export async function unansweredCalls(db: Db, now: string): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.state, 'ringing'), lte(calls.rings_until, now)));
}
