import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../audit.js';
import type { ResourceDefinition, Row } from './resource-definition.js';
import { groupOfRow } from './resource-parts.js';

/** The audit row of one write to a resource's row: which row, in which group, and what changed. */
export function auditRowWrite(
  tx: Db,
  req: FastifyRequest,
  def: ResourceDefinition,
  write: { action: 'create' | 'update' | 'delete'; id: number; row: Row; changes: Row },
) {
  return writeAudit(tx, req, {
    action: write.action,
    entity: def.contract.name,
    entity_id: write.id,
    group_id: groupOfRow(def, write.row),
    changes: write.changes,
  });
}

/** Only what an update really changed goes to the audit log, as { field: [before, after] }. */
export function changedFields(before: Row, body: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) out[key] = [before[key], value];
  }
  return out;
}
