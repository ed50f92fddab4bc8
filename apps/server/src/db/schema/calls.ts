import { CALL_END_REASONS, type CallEndReason } from '@acorn/domain/tablet-link';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';
import { portalUsers, tenantGroupId } from './identity.js';
import { callLogs } from './resident-logs.js';
import { residentKey } from './residents.js';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Calls between the portal and a resident's tablet (docs/decisions/0035-calls.md): a call is a row, and
 * every move is one conditional update on its state, so any API instance may judge any signal.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The resident whose tablet is in the call. */
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    /** outgoing: from the care home to the tablet; incoming: the tablet rang. */
    direction: text().$type<'outgoing' | 'incoming'>().notNull(),
    /** The staff member who placed (or answered) it. */
    portal_user_id: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** Their name as the call log keeps it. */
    portal_user_name: text(),
    state: text().$type<'ringing' | 'answered' | 'ended'>().notNull().default('ringing'),
    created_at: createdAt(),
    rings_until: instant().notNull(),
    answered_at: instant(),
    ended_at: instant(),
    end_reason: text().$type<CallEndReason>(),
    /** Seconds from answer to end; 0 for a call never answered. */
    duration: integer(),
    /** The resident's call log entry, written when it ended. */
    call_log_id: bigint({ mode: 'number' }).references(() => callLogs.id, { onDelete: 'set null' }),
  },
  (t) => [
    residentKey(t, 'calls_resident_fk'),
    // One call at a time per resident: a second one is refused by the database, whichever instance asks.
    uniqueIndex('calls_one_live_per_resident')
      .on(t.user_id)
      .where(sql`${t.state} in ('ringing', 'answered')`),
    index('calls_ringing_until_idx')
      .on(t.rings_until)
      .where(sql`${t.state} = 'ringing'`),
    index('calls_user_created_idx').on(t.user_id, t.created_at.desc().nullsFirst()),
    check('calls_state_check', sql`${t.state} in ('ringing', 'answered', 'ended')`),
    check('calls_direction_check', sql`${t.direction} in ('outgoing', 'incoming')`),
    check('calls_end_reason_check', sql`${t.end_reason} in (${quoted(CALL_END_REASONS)})`),
  ],
);
