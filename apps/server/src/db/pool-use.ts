import pg from 'pg';
import { PGliteThread } from './pglite-thread.js';
import type { Db } from './types.js';

/** The connections a database's pool holds, those idle, and the statements waiting for one. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** The client under a database: the embedded database's thread or a PostgreSQL server's pool. */
export function clientOf(db: Db): PGliteThread | pg.Pool | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  return client instanceof PGliteThread || client instanceof pg.Pool ? client : null;
}

/**
 * How the database's connections are used now. The embedded database is one connection (its thread):
 * busy while any statement is queued, the rest of the queue waiting.
 */
export function poolUse(client: PGliteThread | pg.Pool): PoolUse {
  if (client instanceof pg.Pool)
    return { total: client.totalCount, idle: client.idleCount, waiting: client.waitingCount };
  const queued = client.queued;
  return { total: 1, idle: queued === 0 ? 1 : 0, waiting: Math.max(0, queued - 1) };
}
