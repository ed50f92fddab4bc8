import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { residentKey } from './residents.js';
import { commands } from './tablet-link.js';

// Logs grow without bound, hence bigint keys; they are paged by time, not by last_modified_date.

/** A Failed check-in no staff member has opened yet: a missed check-in of the header's popover. */
const missedCheckIn = (t: { status: AnyPgColumn; acknowledged_at: AnyPgColumn }) =>
  sql`${t.status} = 'Failed' and ${t.acknowledged_at} is null`;
/** A resident's request for a call that no staff member has opened yet. */
const openCallRequest = (t: { status: AnyPgColumn; acknowledged_at: AnyPgColumn }) =>
  sql`${t.status} = 'requested' and ${t.acknowledged_at} is null`;

export const checkInLogs = pgTable(
  'check_in_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    check_in_time: instant().notNull().defaultNow(),
    response_time: instant(),
    /** Pending until the resident answers (Done) or the configured time passes (Failed). */
    status: text().$type<'Pending' | 'Done' | 'Failed'>().notNull().default('Pending'),
    command_id: bigint({ mode: 'number' }).references(() => commands.id, { onDelete: 'set null' }),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** When staff opened this missed check-in (a Failed one) from the header's popover. */
    acknowledged_at: instant(),
  },
  (t) => [
    residentKey(t, 'check_in_logs_resident_fk'),
    index('check_in_logs_user_time_idx').on(t.user_id, t.check_in_time.desc().nullsFirst()),
    index('check_in_logs_group_time_idx').on(t.group_id, t.check_in_time.desc().nullsFirst()),
    // The missed check-ins (badge, popover, the list's counts) are few among many: partial indexes.
    index('check_in_logs_missed_user_idx')
      .on(t.user_id, t.check_in_time.desc().nullsFirst())
      .where(missedCheckIn(t)),
    // Newest first within a group (role 2; user_id for counting residents without the table), and over
    // every group (role 1).
    index('check_in_logs_missed_group_idx')
      .on(t.group_id, t.check_in_time.desc().nullsFirst(), t.id.desc().nullsFirst(), t.user_id)
      .where(missedCheckIn(t)),
    index('check_in_logs_missed_time_idx')
      .on(t.check_in_time.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(missedCheckIn(t)),
    check('check_in_logs_status_check', sql`${t.status} in ('Pending', 'Done', 'Failed')`),
  ],
);

export const callLogs = pgTable(
  'call_logs',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    /** The other party as the resident's tablet names them. */
    name: text().notNull(),
    is_outgoing: boolean().notNull().default(false),
    date: instant().notNull().defaultNow(),
    /** Seconds; 0 for a missed call or a request. */
    duration: integer().notNull().default(0),
    note: text(),
    /** 'requested' rows feed the call-requests badge until acknowledged. */
    status: text().$type<'answered' | 'missed' | 'requested'>().notNull().default('answered'),
    acknowledged_at: instant(),
  },
  (t) => [
    residentKey(t, 'call_logs_resident_fk'),
    index('call_logs_user_date_idx').on(t.user_id, t.date.desc().nullsFirst()),
    index('call_logs_group_date_idx').on(t.group_id, t.date.desc().nullsFirst()),
    index('call_logs_open_request_user_idx').on(t.user_id).where(openCallRequest(t)),
    index('call_logs_open_request_group_idx')
      .on(t.group_id, t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(openCallRequest(t)),
    index('call_logs_open_request_time_idx')
      .on(t.date.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(openCallRequest(t)),
  ],
);
