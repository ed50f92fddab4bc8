import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client.js';
import { PGliteThread, threadOf } from '../db/pglite-thread.js';
import { pgliteTransaction, readSnapshot, SNAPSHOT, type Query } from './sql-session.js';

/** Where a backup reads the database from: one consistent moment of it, whatever happens meanwhile. */
export interface SnapshotSource {
  kind: Database['kind'];
  read<T>(work: (query: Query) => Promise<T>): Promise<T>;
}

/**
 * The snapshot of an open database: a REPEATABLE READ, READ ONLY transaction of its own on a PostgreSQL
 * server (the others go on writing). The embedded database has one connection, and a transaction there
 * holds every other caller back until it ends, so when it lives in a data directory (`embeddedDataDir`) a
 * copy of its files is taken between two statements (a checkpoint and a copy: the only pause) and read
 * by a second engine of its own, while the first goes on serving (ADR 0048).
 */
export function snapshotOf(database: Database, embeddedDataDir?: string): SnapshotSource {
  const thread = threadOf(database.db);
  if (!thread || !embeddedDataDir)
    return { kind: database.kind, read: (work) => readSnapshot(database, work) };
  return {
    kind: 'pglite',
    async read(work) {
      // Beside the database: the same file system (a reflink where it can) and as private as it.
      const scratch = await mkdtemp(path.join(path.dirname(embeddedDataDir), 'backup-snapshot-'));
      try {
        await thread.copyDataDir(path.join(scratch, 'pgdata'));
        const copy = new PGliteThread({ dataDir: path.join(scratch, 'pgdata') });
        try {
          await copy.waitReady;
          return await pgliteTransaction(copy, SNAPSHOT, work);
        } finally {
          await copy.close();
        }
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
  };
}
