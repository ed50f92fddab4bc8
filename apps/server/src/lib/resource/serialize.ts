import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Row } from './define-resource.js';

const cache = new WeakMap<PgTable, string[]>();

function timestampKeys(table: PgTable): string[] {
  let keys = cache.get(table);
  if (!keys) {
    const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>);
    keys = columns.filter(([, c]) => c.columnType === 'PgTimestampString').map(([key]) => key);
    cache.set(table, keys);
  }
  return keys;
}

/** Timestamps leave the API as ISO 8601 in UTC, whichever engine (and text format) stored them. */
export function toApi(table: PgTable, row: Row): Row {
  const out = { ...row };
  for (const key of timestampKeys(table)) {
    const value = out[key];
    if (typeof value === 'string') out[key] = new Date(value).toISOString();
  }
  return out;
}
