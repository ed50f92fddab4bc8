import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { writeAudit, type AuditAction } from '../../lib/audit.js';

/** An audit row about one photo on its resident's record: uploaded, shared, removed or looked at. */
export function auditPhoto(
  db: Db,
  req: FastifyRequest,
  photo: { photo_id: number; user_id: number; group_id: number },
  action: AuditAction,
  changes?: Record<string, unknown>,
): Promise<void> {
  return writeAudit(db, req, {
    action,
    entity: 'shared_photos',
    entity_id: photo.photo_id,
    group_id: photo.group_id,
    resident_id: photo.user_id,
    changes: changes ?? null,
  });
}
