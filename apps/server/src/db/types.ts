import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** What both drivers answer a raw statement with: PGlite's Results and node-postgres' QueryResult share rows. */
interface RowsOf<TRow> {
  rows: TRow[];
}

/**
 * The result of `db.execute<TRow>(sql)` as the two drivers have it in common, so a raw statement's rows are
 * typed where it is written instead of cast afterwards.
 */
export interface RowsResult extends PgQueryResultHKT {
  type: RowsOf<this['row']>;
}

/**
 * A Drizzle database over either PGlite (embedded) or node-postgres (a PostgreSQL server), or a transaction
 * of either: both drivers' databases and transactions are assignable to it as they are.
 */
export type Db = PgDatabase<RowsResult, typeof schema>;
