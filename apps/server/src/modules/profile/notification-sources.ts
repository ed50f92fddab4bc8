import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { callLogs, checkInLogs, familyLinks, messages } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';

/** Whose residents a notification is about: a group (null: every group, role 1), or a family member's own. */
export type Concern = { group: number | null } | { familyOf: number };

type ResidentTable = typeof checkInLogs | typeof callLogs | typeof messages;

/**
 * What a family member's link must share for them to be told of a table's rows (ADR 0033): a missed
 * check-in is a check-in. Messages are between the resident and staff whatever the link shares.
 */
const FAMILY_SHARE_OF = new Map<ResidentTable, AnyPgColumn>([
  [checkInLogs, familyLinks.share_check_ins],
  [callLogs, familyLinks.share_calls],
]);

/** Keeps a notification query to its concern's residents: a family member's, only where the link shares it. */
export function concerning(table: ResidentTable, concern: Concern): SQL | undefined {
  if (!('familyOf' in concern)) return inScope(table.group_id, concern.group);
  const share = FAMILY_SHARE_OF.get(table);
  if (!share) return sql`false`;
  return inArray(
    table.user_id,
    sql`(select ${familyLinks.user_id} from ${familyLinks}
      where ${familyLinks.portal_user_id} = ${concern.familyOf} and ${share})`,
  );
}

/** A Failed check-in nobody has opened (a resident may have several; see missedCheckIn). */
export function unopenedFailure(): SQL {
  return sql`${checkInLogs.status} = 'Failed' and ${checkInLogs.acknowledged_at} is null`;
}

/**
 * A missed check-in: a Failed check-in nobody has opened. Counted and listed once per resident (their
 * newest): opening it clears the resident's older ones too, and three failed mornings are one worry,
 * not three.
 */
export const missedCheckIn = and(
  unopenedFailure(),
  sql`not exists (select 1 from ${checkInLogs} newer
    where newer.user_id = ${checkInLogs.user_id} and newer.status = 'Failed' and newer.acknowledged_at is null
      and (newer.check_in_time, newer.id) > (${checkInLogs.check_in_time}, ${checkInLogs.id}))`,
)!;

// The conditions are literals, not parameters: the bell's statements are prepared once (db/first-field.ts),
// and a generic plan could not match a parameter to the partial indexes of migration 0012.

/** A resident's request for a call that nobody has opened. */
export const openCallRequest = sql`${callLogs.status} = 'requested' and ${callLogs.acknowledged_at} is null`;

/** A message from a resident's tablet that no staff member has read. */
export const unreadMessage = sql`${messages.direction} = 'from_tablet' and ${messages.read_at} is null`;
