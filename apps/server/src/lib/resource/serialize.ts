import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Row } from './resource-definition.js';

interface Conversions {
  timestamps: string[];
  numerics: string[];
}
const cache = new WeakMap<PgTable, Conversions>();

function conversions(table: PgTable): Conversions {
  let found = cache.get(table);
  if (!found) {
    const columns = Object.entries<PgColumn>(getTableColumns(table));
    const keysOf = (type: string) => columns.filter(([, c]) => c.columnType === type).map(([key]) => key);
    found = { timestamps: keysOf('PgTimestampString'), numerics: keysOf('PgNumeric') };
    cache.set(table, found);
  }
  return found;
}

/**
 * One shape for a row whichever way it was read (drizzle's text values or PostgreSQL's JSON) and
 * whichever engine stored it: timestamps as ISO 8601 in UTC, money and other numerics as numbers.
 */
export function toApi(table: PgTable, row: Row): Row {
  const { timestamps, numerics } = conversions(table);
  const out = { ...row };
  for (const key of timestamps) {
    const value = out[key];
    if (typeof value === 'string') out[key] = new Date(value).toISOString();
  }
  for (const key of numerics) {
    const value = out[key];
    if (typeof value === 'string') out[key] = Number(value);
  }
  return out;
}
