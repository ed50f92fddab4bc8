import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { threadOf } from './pglite-thread.js';
import type { Db } from './types.js';

const dialect = new PgDialect();
const asText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' ||
        typeof value === 'number' ||
        typeof value === 'bigint' ||
        typeof value === 'boolean'
      ? String(value)
      : undefined;

/**
 * The first field of a read-only statement's one row, for a statement whose answer is one value (a list's
 * JSON body, sent to the client as it is). On the embedded database it comes as bytes, by the worker's
 * fast path (PGliteThread.firstField); on a PostgreSQL server, or with a parameter that is not plain
 * text, a number or a boolean, as text through the ordinary query.
 */
export async function firstField(db: Db, query: SQL): Promise<Buffer | string | null> {
  const client = threadOf(db);
  if (client) {
    const { sql, params } = dialect.sqlToQuery(query);
    const texts = params.map(asText);
    if (texts.every((t) => t !== undefined)) return client.firstField(sql, texts as (string | null)[]);
  }
  const result = await db.execute(query);
  const row = result.rows[0];
  return row ? (Object.values(row)[0] as string | null) : null;
}
