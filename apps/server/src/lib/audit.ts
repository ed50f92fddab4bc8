import type { AuditAction as DomainAuditAction } from '@acorn/domain/audit';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { auditLog } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { hitSql } from './shared-counter.js';

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

/**
 * The same read by the same person of the same thing within a minute is one row (issue 40: one family
 * session at 150 req/s wrote 60 rows a second, burying the reads that matter). Counted in the shared
 * counters, so every API instance coalesces alike.
 */
export const READ_COALESCE_MS = 60_000;

/**
 * Appends one audit row. The application only ever inserts here; the database refuses updates and deletes.
 * Only what was asked for on purpose reaches a route (plugins/fetch-dest-guard.ts), so a row is never
 * caused by a picture an editor pointed at the API. A read repeated within the minute is not a second row
 * (READ_COALESCE_MS).
 */
export async function writeAudit(db: Db, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const row = {
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
  };
  if (entry.action !== 'read') {
    await db.insert(auditLog).values(row);
    return;
  }
  const changes = row.changes ? sql`${JSON.stringify(row.changes)}::jsonb` : sql`null::jsonb`;
  const look = sql`(select ${row.actor_user_id}::int as actor, ${row.entity}::text as entity,
    ${row.entity_id}::text as entity_id, ${row.resident_id}::int as resident, ${changes} as changes) as look`;
  await db.execute(sql`with audit_read_count as (${readCount(req, look)})
    insert into ${auditLog} (at, actor_user_id, actor_email, action, entity, entity_id, group_id, resident_id, changes, ip)
    select ${row.at}, ${row.actor_user_id}, ${row.actor_email}, 'read', ${row.entity}, ${row.entity_id},
      ${row.group_id}, ${row.resident_id}, ${changes}, ${row.ip}
    from audit_read_count where hits = 1`);
}

/**
 * A read's count in the shared counters, as a data-modifying CTE's body answering `hits` (1 for the first
 * identical read of its minute): keyed by who read what of whom and how, the columns actor, entity,
 * entity_id, resident and changes of `from`.
 */
export function readCount(req: FastifyRequest, from: SQL): SQL {
  const key = sql`concat_ws(':', 'audit-read', actor, entity, entity_id, resident, md5(coalesce(changes::text, '')))`;
  return hitSql(key, READ_COALESCE_MS, req.server.clock().getTime(), from);
}
