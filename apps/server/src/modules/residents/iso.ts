import { sql, type SQL } from 'drizzle-orm';

/** A timestamp as the API sends it (ISO 8601, UTC), whichever engine's text it came as. */
export const iso = (value: string | Date | null | undefined): string | null =>
  value == null ? null : new Date(value).toISOString();

/**
 * A timestamptz written by the database as iso() writes it (toISOString(): UTC, milliseconds truncated),
 * for a body the database writes as JSON.
 */
export const isoSql = (value: SQL | SQL.Aliased | object): SQL =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
