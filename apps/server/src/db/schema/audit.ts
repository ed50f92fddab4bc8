import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * Append-only. No foreign keys: an audit row must outlive the user, group or resident it names, and the
 * application never updates or deletes one. It names a resident by id alone, never by name (ADR 0040).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant().notNull().defaultNow(),
    actor_user_id: integer(),
    actor_email: text(),
    /** e.g. login.success, login.failure, create, update, delete, command, read, export, erase */
    action: text().notNull(),
    entity: text().notNull(),
    entity_id: text(),
    group_id: integer(),
    resident_id: integer(),
    changes: jsonb(),
    ip: text(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entity, t.entity_id),
    // The audit viewer's filters (issue 23): by person, resident or action in time (the id's) order, either
    // way; and its sorts by those columns, either way (a backward scan serves the descending order).
    index('audit_log_actor_idx').on(t.actor_user_id, t.id),
    index('audit_log_resident_idx').on(t.resident_id, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
  ],
);

/**
 * A resident erased (or deleted: ADR 0011) at someone's request. The audit rows about them up to
 * `audit_id` are the erased person's: the viewer shows them as 'Erased resident #N', whoever the same
 * user_id (a released tablet) belongs to later. Also append-only in spirit: nothing updates it.
 */
export const residentErasures = pgTable(
  'resident_erasures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer().notNull(),
    group_id: integer().notNull(),
    erased_at: instant().notNull(),
    /** The last audit row about the person: their erasure's own. */
    audit_id: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('resident_erasures_user_idx').on(t.user_id, t.audit_id)],
);
