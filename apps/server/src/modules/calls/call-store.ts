import type { CallEndReason } from '@acorn/domain/tablet-link';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { acornUsers, auditLog, callLogs, calls, groups } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

export type CallRow = typeof calls.$inferSelect;

/** Who moved a call, for its audit row: a signed-in portal user, or nobody (the tablet, the clock). */
export interface CallActor {
  user_id: number;
  email: string;
  ip: string;
}

const LIVE = ['ringing', 'answered'] as const;

const residentName = sql<string>`concat_ws(' ', nullif(${acornUsers.firstname}, ''), nullif(${acornUsers.surname}, ''))`;

/** How the call log names a resident's request for a call that nobody answered (and the tablets always have). */
export const REQUEST_NAME = 'Call request';

/** A call's audit row (placed: create; answered or ended: update), written with the move it records. */
async function audit(db: Db, call: CallRow, at: string, actor: CallActor | null, changes: object) {
  await db.insert(auditLog).values({
    at,
    actor_user_id: actor?.user_id ?? null,
    actor_email: actor?.email ?? null,
    action: call.state === 'ringing' ? 'create' : 'update',
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
 * A new call, ringing: from the care home (`outgoing`, its caller known) or from the resident's tablet
 * (`incoming`, ringing every staff member until one answers); null when the resident already has one
 * ringing or answered (the database's unique index decides, whichever instance asks).
 */
export async function placeCall(
  db: Db,
  call: Pick<
    CallRow,
    'user_id' | 'group_id' | 'direction' | 'portal_user_id' | 'portal_user_name' | 'rings_until'
  >,
  actor: CallActor | null,
  now: string,
): Promise<CallRow | null> {
  return db.transaction(async (tx) => {
    const [placed] = await tx
      .insert(calls)
      .values({ ...call, created_at: now })
      .onConflictDoNothing({
        target: calls.user_id,
        where: sql`${calls.state} in ('ringing', 'answered')`,
      })
      .returning();
    if (placed) await audit(tx, placed, now, actor, { direction: call.direction, state: 'ringing' });
    return placed ?? null;
  });
}

/**
 * A staff member answers a tablet's call that rings every staff member: it is theirs if it still rings and
 * nobody answered first (one conditional update, whichever instance each asks on); null otherwise.
 */
export async function answerIncoming(
  db: Db,
  id: number,
  by: { user_id: number; name: string },
  actor: CallActor,
  now: string,
): Promise<CallRow | null> {
  return db.transaction(async (tx) => {
    const [answered] = await tx
      .update(calls)
      .set({ state: 'answered', answered_at: now, portal_user_id: by.user_id, portal_user_name: by.name })
      .where(
        and(
          eq(calls.id, id),
          eq(calls.state, 'ringing'),
          eq(calls.direction, 'incoming'),
          isNull(calls.portal_user_id),
        ),
      )
      .returning();
    if (answered) await audit(tx, answered, now, actor, { state: 'answered' });
    return answered ?? null;
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
      .values({ ...logEntryOf(ended), user_id: ended.user_id, group_id: ended.group_id })
      .returning({ id: callLogs.id });
    await tx.update(calls).set({ call_log_id: entry!.id }).where(eq(calls.id, ended.id));
    await audit(tx, ended, now, actor, { state: 'ended', end_reason: reason, duration: ended.duration });
    return { ...ended, call_log_id: entry!.id };
  });
}

/**
 * A call's line in the resident's call log. A tablet's call nobody answered is a call request, as its
 * 'Call me' was before calls rang: it stays in the header's call requests until a staff member opens it.
 */
function logEntryOf(call: CallRow) {
  const incoming = call.direction === 'incoming';
  const status = call.answered_at ? 'answered' : incoming ? 'requested' : 'missed';
  return {
    name: call.portal_user_name ?? (incoming ? REQUEST_NAME : 'Care home'),
    is_outgoing: !incoming,
    date: call.created_at,
    duration: call.duration ?? 0,
    status,
  } as const;
}

/** Calls still ringing at their end of ringing. */
export async function unansweredCalls(db: Db, now: string): Promise<CallRow[]> {
  return db
    .select()
    .from(calls)
    .where(and(eq(calls.state, 'ringing'), lte(calls.rings_until, now)));
}

/** Tablets' calls ringing every staff member now, in these groups (null: every group), oldest first. */
export async function ringingIncoming(db: Db, groupId: number | null) {
  return db
    .select({
      call_id: calls.id,
      user_id: calls.user_id,
      resident_name: residentName,
      rings_until: calls.rings_until,
    })
    .from(calls)
    .innerJoin(acornUsers, eq(acornUsers.user_id, calls.user_id))
    .where(
      and(
        eq(calls.state, 'ringing'),
        eq(calls.direction, 'incoming'),
        groupId === null ? undefined : eq(calls.group_id, groupId),
      ),
    )
    .orderBy(calls.created_at);
}

/** What a tablet's call needs of its resident: their group, their name for staff, the home's for the tablet. */
export async function residentForCall(db: Db, userId: number) {
  const [resident] = await db
    .select({
      group_id: acornUsers.group_id,
      resident_name: residentName,
      home: groups.title,
    })
    .from(acornUsers)
    .innerJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .where(eq(acornUsers.user_id, userId));
  return resident;
}
