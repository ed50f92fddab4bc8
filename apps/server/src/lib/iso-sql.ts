import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamptz as the API sends it, written by the database for a body it writes as JSON: ISO 8601 in
 * UTC, milliseconds truncated, as JavaScript's toISOString() writes it.
 */
export const isoSql = (value: SQL | SQL.Aliased | object): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
