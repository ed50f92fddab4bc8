import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns.js';

/**
 * Append-only. No foreign keys: an audit row must outlive the user, group or resident it names, and the
 * application never updates or deletes one.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant().notNull().defaultNow(),
    actor_user_id: integer(),
    actor_email: text(),
    /** e.g. login.success, login.failure, create, update, delete, command */
    action: text().notNull(),
    entity: text().notNull(),
    entity_id: text(),
    group_id: integer(),
    resident_id: integer(),
    changes: jsonb(),
    ip: text(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entity, t.entity_id)],
);
