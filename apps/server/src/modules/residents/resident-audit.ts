import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { writeAudit, type AuditAction } from '../../lib/audit.js';
import type { VisibleResident } from './visible-resident.js';

/** An audit row about one resident's records (issue 17: reads of medical notes and chat included). */
export function auditResident(
  db: Db,
  req: FastifyRequest,
  resident: VisibleResident,
  entry: { action: AuditAction; entity: string; changes?: Record<string, unknown> },
): Promise<void> {
  return writeAudit(db, req, {
    ...entry,
    entity_id: resident.user_id,
    group_id: resident.group_id,
    resident_id: resident.user_id,
  });
}
