import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

export type AuditAction =
  | 'login.success'
  | 'login.failure'
  | 'logout'
  | 'password.reset'
  | 'create'
  | 'update'
  | 'delete'
  | 'command'
  /** A read of a resident's private records (medical notes, chat): who looked, and when. */
  | 'read'
  /** Two-step sign-in (ADR 0038): turned on, off, reset by the admin command; a wrong or recovery code. */
  | 'two_step.enrol'
  | 'two_step.disable'
  | 'two_step.reset'
  | 'two_step.failure'
  | 'two_step.recovery_code_used';

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  entity_id?: string | number | null;
  group_id?: number | null;
  resident_id?: number | null;
  changes?: Record<string, unknown> | null;
  /** For sign-in and reset, where the actor is not (yet) signed in. */
  actor_email?: string | null;
  actor_user_id?: number | null;
}

const SECRET = /password|token|secret|hash/i;

/** Secrets never reach the audit log, whatever a caller passes. */
export function redact(changes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(changes).filter(([key]) => !SECRET.test(key)));
}

/** Appends one audit row. The application only ever inserts here; the database refuses updates and deletes. */
export async function writeAudit(db: Db, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    at: req.server.clock().toISOString(),
    actor_user_id: entry.actor_user_id ?? req.user?.user_id ?? null,
    actor_email: entry.actor_email ?? req.user?.email ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id == null ? null : String(entry.entity_id),
    group_id: entry.group_id ?? null,
    resident_id: entry.resident_id ?? null,
    changes: entry.changes ? redact(entry.changes) : null,
    ip: req.ip,
  });
}
