import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { groupScope } from '../group-scope.js';
import { notFound } from '../http-error.js';
import type { ResourceDefinition, Row } from './define-resource.js';

/** Ids are PostgreSQL integers; a larger one names no row. */
export const MAX_ID = 2_147_483_647;

/**
 * A row the caller may see, or 404: another group's row is indistinguishable from none. Inside a
 * write's transaction (`tx`) the row is locked, so it cannot move to another group between check and write.
 */
export async function findScoped(
  db: Db,
  def: ResourceDefinition,
  req: FastifyRequest,
  id: number,
  tx?: Db,
): Promise<Row> {
  if (id > MAX_ID) throw notFound(def.notFound);
  const scope = groupScope(req.user!);
  const where = and(eq(def.id, id), def.group && scope !== null ? eq(def.group, scope) : undefined);
  const query = (tx ?? db).select().from(def.table).where(where);
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw notFound(def.notFound);
  return row as Row;
}
