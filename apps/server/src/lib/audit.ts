import type { AuditAction as DomainAuditAction } from '@acorn/domain';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

/** What a row records: the domain's list (AUDIT_ACTIONS), which the audit viewer filters by. */
export type AuditAction = DomainAuditAction;

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
/**
 * Fields naming or reaching a person (a resident, a family member, staff). An audit row keeps that such a
 * field was written, never its value, so erasing a resident leaves nothing of them in the append-only log
 * (ADR 0040): the row names the resident by id alone.
 */
const IDENTITY =
  /^(firstname|surname|name|resident_name|sender_name|email|username|dob|mob_phone|home_phone|avatar|relationship)$/i;
/** Free text and places that, on a row about a resident, are about them (what was said, noted, booked, where). */
const ABOUT_THEM =
  /^(message|body|note|notes|description|caption|title|location|extra_accessories|service|provider|street|city|county|postalcode|country)$/i;
/** What a personal field's value is recorded as. */
export const WITHHELD = 'withheld';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Secrets never reach the audit log, whatever a caller passes; personal values are withheld, at any depth
 * (free text only on a row about a resident: a newspaper's description stays readable).
 */
export function redact(changes: Record<string, unknown>, aboutResident = false): Record<string, unknown> {
  const personal = (key: string) => IDENTITY.test(key) || (aboutResident && ABOUT_THEM.test(key));
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([key]) => !SECRET.test(key))
      .map(([key, value]) => [
        key,
        personal(key) && value != null
          ? WITHHELD
          : isPlainObject(value)
            ? redact(value, aboutResident)
            : value,
      ]),
  );
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
    changes: entry.changes ? redact(entry.changes, entry.resident_id != null) : null,
    ip: req.ip,
  });
}
