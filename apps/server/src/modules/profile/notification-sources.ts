import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { callLogs, checkInLogs, familyLinks, messages } from '../../db/schema/index.js';
import { inScope } from '../../lib/group-scope.js';

/** Whose residents a notification is about: a group (null: every group, role 1), or a family member's own. */
export type Concern = { group: number | null } | { familyOf: number };

type ResidentTable = typeof checkInLogs | typeof callLogs | typeof messages;

/** Keeps a notification query to its concern's residents. */
export function concerning(table: ResidentTable, concern: Concern): SQL | undefined {
  return 'familyOf' in concern
    ? inArray(
        table.user_id,
        sql`(select ${familyLinks.user_id} from ${familyLinks} where ${familyLinks.portal_user_id} = ${concern.familyOf})`,
      )
    : inScope(table.group_id, concern.group);
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
