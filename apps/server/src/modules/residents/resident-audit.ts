import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { writeAudit, type AuditAction } from '../../lib/audit.js';
import type { VisibleResident } from './visible-resident.js';

/** The resident an audit row is about: their id and group. */
type AuditedResident = Pick<VisibleResident, 'user_id' | 'group_id'>;

/** An audit row about one resident's records (issue 17: reads of medical notes and chat included). */
export function auditResident(
  db: Db,
  req: FastifyRequest,
  resident: AuditedResident,
  entry: { action: AuditAction; entity: string; changes?: Record<string, unknown> },
): Promise<void> {
  return writeAudit(db, req, {
    ...entry,
    entity_id: resident.user_id,
    group_id: resident.group_id,
    resident_id: resident.user_id,
  });
}

/**
 * A read of several residents' private records at once (a list showing their chat, their appointments'
 * notes): one 'read' row per resident shown, as if each were opened (ADR 0039). A row without a resident
 * (user_id null) is about no one.
 */
export async function auditResidentsRead(
  db: Db,
  req: FastifyRequest,
  shown: readonly { user_id: number | null; group_id: number }[],
  entity: string,
): Promise<void> {
  const residents = new Map<number, AuditedResident>();
  for (const { user_id, group_id } of shown)
    if (user_id !== null) residents.set(user_id, { user_id, group_id });
  for (const resident of residents.values())
    await auditResident(db, req, resident, { action: 'read', entity });
}
