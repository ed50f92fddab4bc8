import { and, asc, desc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http-error.js';
import type { ResourceDefinition } from './define-resource.js';

export interface ListParams {
  page: number;
  page_size: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  q?: string | undefined;
  group_id?: number | undefined;
  [filter: string]: unknown;
}

/** The WHERE of a list or export: the caller's group scope, the group filter, `q` and the field filters. */
export function listWhere(
  def: ResourceDefinition,
  params: ListParams,
  scope: number | null,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (def.group && scope !== null) conditions.push(eq(def.group, scope));
  if (def.group && params.group_id !== undefined) conditions.push(eq(def.group, params.group_id));
  const q = params.q?.trim();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(...def.searchable.map((column) => ilike(column, pattern))));
  }
  for (const [name, column] of Object.entries(def.filters ?? {})) {
    const value = params[name];
    if (value !== undefined && value !== '') conditions.push(eq(column, value));
  }
  return and(...conditions);
}

/** ORDER BY the requested column (text case-insensitively), then the id so pages never overlap. */
export function listOrder(def: ResourceDefinition, params: ListParams): SQL[] {
  const columns = getTableColumns(def.table) as Record<string, PgColumn>;
  const name = params.sort ?? def.defaultSort?.column ?? def.modified.name;
  const column = columns[name];
  if (!column || !(name in def.row.shape)) throw badRequest(`Cannot sort by ${name}.`);
  const order = params.order ?? (params.sort ? 'asc' : (def.defaultSort?.order ?? 'desc'));
  const key = column.dataType === 'string' && column.columnType === 'PgText' ? sql`lower(${column})` : column;
  const direction = order === 'asc' ? asc : desc;
  // A NOT NULL column keeps the plain order, so its (group_id, column desc) index serves the page.
  const primary = column.notNull ? direction(key) : sql`${key} ${sql.raw(order)} nulls last`;
  return [primary, direction(def.id)];
}
