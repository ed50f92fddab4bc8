import { CHECK_IN_STATE, type AckPayload, type CommandState } from '@acorn/domain';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../../clock.js';
import { acornUsers, checkInLogs, commands } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { batcher } from '../../../lib/batcher.js';
import { commandEvent, type LiveEvent, type LiveEvents } from '../live-events.js';

/** States a command may move on from, for each report: states only ever move forward. */
const MOVES_FROM: Record<AckPayload['state'], CommandState[]> = {
  delivered: ['queued', 'sent'],
  done: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent', 'delivered'],
};

type Report = AckPayload & { user_id: number };
type Finished = { id: number; user_id: number; group_id: number; action: string; state: CommandState };

/** What happens when commands end: their states, and for check-ins the resident's state and log. */
export function commandOutcomes(deps: {
  db: Db;
  clock: Clock;
  events: LiveEvents;
  checkInTimeoutMinutes: number;
  onError: (error: unknown) => void;
}) {
  const { db, clock, events } = deps;

  /** Check-ins that ended: Success and Done when answered, else Failed (each only while still Pending). */
  async function settleCheckIns(logs: SQL, userIds: readonly number[], answered: boolean, now: string) {
    if (userIds.length === 0) return [];
    const state = answered ? CHECK_IN_STATE.SUCCESS : CHECK_IN_STATE.FAILED;
    await db
      .update(checkInLogs)
      .set({ status: answered ? 'Done' : 'Failed', ...(answered ? { response_time: now } : {}) })
      .where(and(logs, eq(checkInLogs.status, 'Pending')));
    const moved = await db
      .update(acornUsers)
      .set({ is_online: state })
      .where(and(inArray(acornUsers.user_id, [...userIds]), eq(acornUsers.is_online, CHECK_IN_STATE.PENDING)))
      .returning({ user_id: acornUsers.user_id, group_id: acornUsers.group_id });
    return moved.map((m): LiveEvent => ({ type: 'check_in', ...m, state }));
  }

  /** The check-ins among ended commands, settled. */
  const settleCommands = (rows: readonly Finished[], answered: boolean, now: string) => {
    const checkIns = rows.filter((r) => r.action === 'check_in');
    return checkIns.length === 0
      ? Promise.resolve([])
      : settleCheckIns(
          inArray(
            checkInLogs.command_id,
            checkIns.map((c) => c.id),
          ),
          checkIns.map((c) => c.user_id),
          answered,
          now,
        );
  };

  const commandEvents = (rows: readonly Finished[]) => rows.map((r) => commandEvent(r, r.state));

  /** Applies one kind of report to many commands in one statement. */
  async function applyReports(state: AckPayload['state'], reports: readonly Report[], now: string) {
    const finished = state !== 'delivered';
    const rows = reports.map((r) => ({ id: r.command_id, user_id: r.user_id, detail: r.detail ?? null }));
    const result = await db.execute<Omit<Finished, 'id'> & { id: number | string }>(sql`
      update ${commands} c set
        state = ${state},
        delivered_at = coalesce(c.delivered_at, ${now}),
        finished_at = ${finished ? now : sql`c.finished_at`},
        detail = ${finished ? sql`v.detail` : sql`c.detail`}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id bigint, user_id int, detail text)
      where c.id = v.id and c.user_id = v.user_id
        and c.state in (${sql.join(
          MOVES_FROM[state].map((s) => sql`${s}`),
          sql`, `,
        )})
      returning c.id, c.user_id, c.group_id, c.action, c.state`);
    const moved = result.rows.map((r) => ({ ...r, id: Number(r.id) }));
    const checkIns = finished ? await settleCommands(moved, state === 'done', now) : [];
    events.emit(...commandEvents(moved), ...checkIns);
  }

  const acks = batcher<Report>(
    async (reports) => {
      const now = clock().toISOString();
      // A command delivered and done within one batch needs only its last word (done sets delivered_at
      // too): half the writes when a fleet answers a message at once.
      const last = new Map<number, Report>();
      for (const r of reports) {
        const earlier = last.get(r.command_id);
        if (!earlier || earlier.state === 'delivered') last.set(r.command_id, r);
      }
      const merged = [...last.values()];
      for (const state of ['delivered', 'done', 'failed'] as const) {
        const some = merged.filter((r) => r.state === state);
        if (some.length) await applyReports(state, some, now);
      }
    },
    { maxItems: 1000, maxDelayMs: 20, onError: deps.onError },
  );

  const returning = {
    id: commands.id,
    user_id: commands.user_id,
    group_id: commands.group_id,
    action: commands.action,
    state: commands.state,
  };

  return {
    /**
     * A tablet's report on one of its own commands (a report on another tablet's command changes
     * nothing). Reports are stored in batches; `flushAcks` waits for those received so far.
     */
    acknowledge(userId: number, ack: AckPayload): void {
      acks.add({ user_id: userId, ...ack });
    },
    flushAcks: () => acks.flush(),

    /**
     * Ends what time has ended: check-ins unanswered for the configured minutes fail, and commands still
     * waiting past their time to live expire. Run every few seconds; idempotent.
     */
    async sweep(): Promise<void> {
      const now = clock();
      const nowIso = now.toISOString();
      const deadline = new Date(now.getTime() - deps.checkInTimeoutMinutes * 60_000).toISOString();
      const unanswered = await db
        .select({ id: checkInLogs.id, user_id: checkInLogs.user_id, command_id: checkInLogs.command_id })
        .from(checkInLogs)
        .where(and(eq(checkInLogs.status, 'Pending'), lte(checkInLogs.check_in_time, deadline)));
      if (unanswered.length > 0) {
        const ids = unanswered.map((u) => u.command_id).filter((id): id is number => id !== null);
        const failed = ids.length
          ? await db
              .update(commands)
              .set({
                state: 'failed',
                finished_at: nowIso,
                detail: `No answer within ${deps.checkInTimeoutMinutes} minutes`,
              })
              .where(and(inArray(commands.id, ids), inArray(commands.state, MOVES_FROM.failed)))
              .returning(returning)
          : [];
        const logs = inArray(
          checkInLogs.id,
          unanswered.map((u) => u.id),
        );
        const checkIns = await settleCheckIns(
          logs,
          unanswered.map((u) => u.user_id),
          false,
          nowIso,
        );
        events.emit(...commandEvents(failed), ...checkIns);
      }
      const expired = await db
        .update(commands)
        .set({ state: 'expired', finished_at: nowIso })
        .where(and(inArray(commands.state, ['queued', 'sent']), lte(commands.expires_at, nowIso)))
        .returning(returning);
      events.emit(...commandEvents(expired), ...(await settleCommands(expired, false, nowIso)));
    },
  };
}
export type CommandOutcomes = ReturnType<typeof commandOutcomes>;
