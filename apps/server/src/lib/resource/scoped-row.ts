import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types.js';
import { groupScope } from '../group-scope.js';
import { notFound } from '../http-error.js';
import type { ResourceDefinition, TableRow } from './resource-definition.js';

/** Ids are PostgreSQL integers; a larger one names no row. */
export const MAX_ID = 2_147_483_647;

/**
 * A row the caller may see, or 404: another group's row is indistinguishable from none. Inside a
 * write's transaction (`tx`) the row is locked, so it cannot move to another group between check and write.
 */
export async function findScoped<TTable extends PgTable>(
  db: Db,
  def: Pick<ResourceDefinition<TTable>, 'table' | 'columns' | 'contract'>,
  req: FastifyRequest,
  id: number,
  tx?: Db,
): Promise<TableRow<TTable>> {
  if (id > MAX_ID) throw notFound(def.contract.notFound);
  const scope = groupScope(req.user!);
  const where = and(
    eq(def.columns.id, id),
    def.columns.group && scope !== null ? eq(def.columns.group, scope) : undefined,
  );
  // Drizzle types a select only over a table it knows; the row read is this table's all the same.
  const table: PgTable = def.table;
  const query = (tx ?? db).select().from(table).where(where);
  const [row] = tx ? await query.for('update') : await query;
  if (!row) throw notFound(def.contract.notFound);
  return row as TableRow<TTable>;
}
