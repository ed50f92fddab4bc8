import fs from 'node:fs';
import { MIGRATIONS_DIR } from '../paths.js';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { PGliteThread } from './pglite-thread.js';
import { timePoolQueries } from './query-timing.js';
import * as schema from './schema/index.js';
import type { Db } from './types.js';

export const migrationsFolder = MIGRATIONS_DIR;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { databaseUrl: string }
  /** dataDir undefined = in memory; loadDataDir = start from a dumped snapshot (tests). */
  | { dataDir?: string; loadDataDir?: ArrayBuffer };

/**
 * Drizzle's PGlite driver calls only query() and transaction(), which the thread provides with PGlite's own
 * signatures; this says so to the compiler, checking the two at run time rather than casting.
 */
function drivesLikePglite(client: object): client is PGlite {
  return (
    'query' in client &&
    typeof client.query === 'function' &&
    'transaction' in client &&
    typeof client.transaction === 'function'
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    timePoolQueries(pool);
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One process at a time on an embedded database (the lock sits beside it: PGlite's folder stays its own).
  const unlock = options.dataDir ? lockDataDir(`${options.dataDir}.lock`) : () => undefined;
  const client = new PGliteThread({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  if (!drivesLikePglite(client)) throw new Error('the database thread lacks query() or transaction()');
  return {
    db: drizzlePglite({ client, schema }),
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
