import { and, eq, inArray, lte } from 'drizzle-orm';
import { checkInLogs, commands } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import type { LiveEvents } from '../live-events.js';
import { settleCheckIns, settleCommands } from './check-in-settlement.js';
import { commandEvents, finishedColumns, MOVES_FROM } from './outcome-states.js';

interface SweepDeps {
  db: Db;
  events: LiveEvents;
  checkInTimeoutMinutes: number;
}

/**
 * Check-ins unanswered for the configured minutes fail: their commands (where still open), their log
 * entries and their residents' state.
 */
export async function failUnansweredCheckIns({ db, events, checkInTimeoutMinutes }: SweepDeps, now: Date) {
  const nowIso = now.toISOString();
  const deadline = new Date(now.getTime() - checkInTimeoutMinutes * 60_000).toISOString();
  const unanswered = await db
    .select({ id: checkInLogs.id, user_id: checkInLogs.user_id, command_id: checkInLogs.command_id })
    .from(checkInLogs)
    .where(and(eq(checkInLogs.status, 'Pending'), lte(checkInLogs.check_in_time, deadline)));
  if (unanswered.length === 0) return;
  const ids = unanswered.map((u) => u.command_id).filter((id): id is number => id !== null);
  const failed = ids.length
    ? await db
        .update(commands)
        .set({
          state: 'failed',
          finished_at: nowIso,
          detail: `No answer within ${checkInTimeoutMinutes} minutes`,
        })
        .where(and(inArray(commands.id, ids), inArray(commands.state, MOVES_FROM.failed)))
        .returning(finishedColumns)
    : [];
  const logs = inArray(
    checkInLogs.id,
    unanswered.map((u) => u.id),
  );
  const checkIns = await settleCheckIns(
    db,
    logs,
    unanswered.map((u) => u.user_id),
    false,
    nowIso,
  );
  events.emit(...commandEvents(failed), ...checkIns);
}

/** Commands still waiting past their time to live expire (and a check-in among them fails). */
export async function expireCommands({ db, events }: Pick<SweepDeps, 'db' | 'events'>, nowIso: string) {
  const expired = await db
    .update(commands)
    .set({ state: 'expired', finished_at: nowIso })
    .where(and(inArray(commands.state, ['queued', 'sent']), lte(commands.expires_at, nowIso)))
    .returning(finishedColumns);
  events.emit(...commandEvents(expired), ...(await settleCommands(db, expired, false, nowIso)));
}
