import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = any($1)` with the ids as one array parameter: for thousands of ids, far cheaper to send and
 * plan than a parameter each (and never over the 65,535-parameter limit).
 */
export function anyOf(column: AnyColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`;
}
