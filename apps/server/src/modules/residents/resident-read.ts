import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { firstField } from '../../db/first-field.js';
import { acornUsers, auditLog } from '../../db/schema/index.js';
import { readCount, redact } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { residentsOf } from './residents-filter.js';

/**
 * A read about one resident in one statement, whose one value is the response body (JSON text): the scope
 * check (visibleResident's) is its CTE `resident(user_id, group_id)`, the body is selected from it, and
 * so is the audit row of a read that is audited. No row: 404, as visibleResident answers. On the
 * embedded database each statement costs a thread round trip and more than these plans (ADR 0027).
 */
export async function residentBody(
  req: FastifyRequest,
  userId: number,
  body: SQL,
  options: { with?: SQL; audit?: { entity: string; changes?: SQL } } = {},
): Promise<string | Buffer> {
  const { audit } = options;
  if (userId > MAX_ID) throw notFound(TABLET_MESSAGES.loadUserFailed);
  const resident = sql`resident as (select ${acornUsers.user_id} as user_id, ${acornUsers.group_id} as group_id
    from ${acornUsers} where ${and(eq(acornUsers.user_id, userId), residentsOf(groupScope(req.user!)))})${
      options.with ? sql`, ${options.with}` : sql``
    }`;
  const value = audit
    ? // A write: the ordinary query, not firstField's read-only path.
      Object.values(
        (
          await req.server.db.execute(sql`with ${resident}, ${auditRead(req, audit)}
          select (${body})::text from resident`)
        ).rows[0] ?? {},
      )[0]
    : // Always one row (firstField needs one): null when the resident is not visible.
      await firstField(req.server.db, sql`with ${resident} select (select (${body})::text from resident)`);
  if (value == null) throw notFound(TABLET_MESSAGES.loadUserFailed);
  return value as string | Buffer;
}

/**
 * writeAudit's 'read' row about `resident`, as data-modifying CTEs (counted, audited), coalesced as
 * writeAudit does (READ_COALESCE_MS); changes: a jsonb of keys redact() allows.
 */
function auditRead(req: FastifyRequest, audit: { entity: string; changes?: SQL }): SQL {
  const look = sql`(select ${req.user?.user_id ?? null}::int as actor, ${audit.entity}::text as entity,
    user_id::text as entity_id, user_id as resident, group_id, (${audit.changes ?? sql`null`})::jsonb as changes
    from resident) as look`;
  return sql`audit_read_count as (${readCount(req, look)}),
    audited as (insert into ${auditLog}
      (at, actor_user_id, actor_email, action, entity, entity_id, group_id, resident_id, changes, ip)
    select ${req.server.clock().toISOString()}, actor, ${req.user?.email ?? null}, 'read', entity, entity_id,
      group_id, resident, changes, ${req.ip}
    from ${look}, audit_read_count where audit_read_count.hits = 1)`;
}

/** A jsonb of audit changes whose keys are known here: they must pass redact() as writeAudit would. */
export function auditChanges(values: Record<string, SQL>): SQL {
  const keys = Object.keys(redact(values));
  return sql`jsonb_build_object(${sql.join(
    keys.map((key) => sql`${key}::text, ${values[key]}`),
    sql`, `,
  )})`;
}
