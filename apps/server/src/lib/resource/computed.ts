import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/types.js';
import type { ResourceDefinition, Row } from './resource-definition.js';

/**
 * Read-only fields the database computes for each row from other tables (a facility's resident count), as
 * SQL over the resource's own table: never stored, never taken as input, and always up to date. Values come
 * as the driver reads them (no mapWith): cast in SQL (`::int`) to the row's type.
 */
export type ComputedFields = Readonly<Record<string, SQL>>;

/** The rows with their computed fields, read for all of them in one statement (def.computed). */
export async function withComputed(db: Db, def: ResourceDefinition, rows: Row[]): Promise<Row[]> {
  if (!def.computed || rows.length === 0) return rows;
  const id = def.columns.id.name;
  const ids = rows.map((row) => row[id]);
  // Each inside SQL of its own: Drizzle writes a column at the top of a one-table select's field without
  // its table, which in a correlated subquery would name the inner table's column of that name.
  const fields = Object.fromEntries(Object.entries(def.computed).map(([key, value]) => [key, sql`${value}`]));
  const found = await db
    .select({ [id]: def.columns.id, ...fields })
    .from(def.table)
    .where(inArray(def.columns.id, ids));
  const byId = new Map(found.map((values) => [values[id], values]));
  return rows.map((row) => ({ ...row, ...byId.get(row[id]) }));
}

/** A computed field as a sort key, or undefined where `name` is none. */
export const computedSortKey = (def: ResourceDefinition, name: string): SQL | undefined =>
  def.computed && Object.hasOwn(def.computed, name) ? def.computed[name] : undefined;
