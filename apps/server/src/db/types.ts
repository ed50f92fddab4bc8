import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** A Drizzle database over either PGlite (embedded) or node-postgres (a PostgreSQL server). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
