import { mkdir, mkdtemp, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from '../db/data-dir-lock.js';
import { PGliteThread } from '../db/pglite-thread.js';
import { filesFolder } from './file-sources.js';
import type { RestoreTarget } from './restore.js';
import { pgliteTransaction, pgTransaction } from './sql-session.js';
import { hasTables } from './tables.js';

const WRITE = 'read write';

/** Whether a folder is missing or empty (an empty one is what a new install may have made). */
async function emptyFolder(folder: string): Promise<boolean> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names.length === 0;
}

const filesNotEmpty = async (dataDir: string) =>
  (await emptyFolder(filesFolder(dataDir))) ? null : `${filesFolder(dataDir)} already holds files.`;

/** Moves a folder made aside into its place, where at most an empty folder stands. */
async function moveInto(made: string, place: string) {
  await rmdir(place).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(made, place);
}

/**
 * Builds the restore aside, in a folder of the data directory (same file system, as private), and moves
 * each part into place only once all of it is written; whatever fails, the folder goes.
 */
async function aside(dataDir: string, build: (scratch: string) => Promise<void>) {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const scratch = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    await mkdir(path.join(scratch, 'files'), { mode: 0o700 });
    await build(scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The embedded database of ACORN_DATA_DIR (pgdata/) and its files/: restored aside, then moved in. */
export function embeddedTarget(dataDir: string): RestoreTarget {
  const pgdata = path.join(dataDir, 'pgdata');
  return {
    async notEmpty() {
      if (!(await emptyFolder(pgdata))) return `${pgdata} already holds a database.`;
      return filesNotEmpty(dataDir);
    },
    async load(work) {
      // No server may start on the data directory meanwhile.
      await mkdir(dataDir, { recursive: true, mode: 0o700 });
      const unlock = lockDataDir(`${pgdata}.lock`);
      try {
        await aside(dataDir, async (scratch) => {
          const thread = new PGliteThread({ dataDir: path.join(scratch, 'pgdata') });
          try {
            await thread.waitReady;
            await pgliteTransaction(thread, WRITE, (query) => work(query, path.join(scratch, 'files')));
          } finally {
            await thread.close();
          }
          await moveInto(path.join(scratch, 'pgdata'), pgdata);
          try {
            await moveInto(path.join(scratch, 'files'), filesFolder(dataDir));
          } catch (error) {
            await rename(pgdata, path.join(scratch, 'pgdata'));
            throw error;
          }
        });
      } finally {
        unlock();
      }
    },
  };
}

/** A PostgreSQL database (DATABASE_URL): restored in one transaction; the files of ACORN_DATA_DIR after it. */
export function postgresTarget(databaseUrl: string, dataDir: string): RestoreTarget {
  const connected = async <T>(use: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  return {
    notEmpty: async () =>
      (await connected((client) => hasTables((sql) => client.query(sql))))
        ? 'The PostgreSQL database at DATABASE_URL already holds tables.'
        : filesNotEmpty(dataDir),
    load: (work) =>
      aside(dataDir, async (scratch) => {
        await connected((client) =>
          pgTransaction(client, WRITE, (query) => work(query, path.join(scratch, 'files'))),
        );
        await moveInto(path.join(scratch, 'files'), filesFolder(dataDir)).catch((error: Error) => {
          throw new Error(
            `The database was restored, but moving the files into ${filesFolder(dataDir)} failed (${error.message}): restore again into a new database.`,
          );
        });
      }),
  };
}
