import { CHECK_IN_STATE } from '@acorn/domain/residents';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { acornUsers, checkInLogs } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import type { LiveEvent } from '../live-events.js';
import type { Finished } from './outcome-states.js';

/**
 * Check-ins that ended: Success and Done when answered, else Failed (each only while still Pending). Answers
 * the live events of the residents whose state moved.
 */
export async function settleCheckIns(
  db: Db,
  logs: SQL,
  userIds: readonly number[],
  answered: boolean,
  now: string,
): Promise<LiveEvent[]> {
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
export function settleCommands(db: Db, rows: readonly Finished[], answered: boolean, now: string) {
  const checkIns = rows.filter((r) => r.action === 'check_in');
  return checkIns.length === 0
    ? Promise.resolve([])
    : settleCheckIns(
        db,
        inArray(
          checkInLogs.command_id,
          checkIns.map((c) => c.id),
        ),
        checkIns.map((c) => c.user_id),
        answered,
        now,
      );
}
