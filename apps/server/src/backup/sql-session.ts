import type pg from 'pg';
import type { Database } from '../db/client.js';
import { threadOf, type PGliteThread } from '../db/pglite-thread.js';

/** One statement on one connection; rows as objects, every value selected here is text. */
export type Query = (sql: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Values written as text the same way on every connection, so a row's text (and so its checksum) does not
 * depend on who reads it: times in UTC, ISO dates, floats exactly, bytea in hex.
 */
const STABLE_TEXT = [
  "set local timezone to 'UTC'",
  "set local datestyle to 'ISO, YMD'",
  "set local intervalstyle to 'postgres'",
  'set local extra_float_digits to 1',
  "set local bytea_output to 'hex'",
];

/** The first statements of a transaction: its mode, then the settings that make text stable. */
async function startTransaction(query: Query, mode: string) {
  for (const statement of [`set transaction ${mode}`, ...STABLE_TEXT]) await query(statement);
}

/** A transaction on a PostgreSQL server, on a client of its own: committed if `work` succeeds, else rolled back. */
export async function pgTransaction<T>(
  client: pg.ClientBase,
  mode: string,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  const query: Query = (text, params) =>
    client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
  await client.query('begin');
  try {
    await startTransaction(query, mode);
    const result = await work(query);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A transaction on the embedded database's thread (which holds every other caller back meanwhile). */
export function pgliteTransaction<T>(
  thread: PGliteThread,
  mode: string,
  work: (query: Query) => Promise<T>,
): Promise<T> {
  return thread.transaction(async (tx) => {
    const query: Query = (text, params) =>
      tx.query(text, params ?? []) as Promise<{ rows: Record<string, unknown>[] }>;
    await startTransaction(query, mode);
    return work(query);
  });
}

/** The snapshot mode: every table read as of one moment, while others go on writing. */
export const SNAPSHOT = 'isolation level repeatable read, read only';

/** A consistent read of an open database: its own connection on a server; the thread's transaction embedded. */
export async function readSnapshot<T>(database: Database, work: (query: Query) => Promise<T>): Promise<T> {
  const thread = threadOf(database.db);
  if (thread) return pgliteTransaction(thread, SNAPSHOT, work);
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    return await pgTransaction(client, SNAPSHOT, work);
  } finally {
    client.release();
  }
}
