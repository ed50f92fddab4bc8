import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { databaseUrlFor } from './pg-urls.js';
import { readBaseline, restoreBaseline } from './reusable-database.js';

const openSnapshot = () => {
  const bytes = fs.readFileSync(inject('snapshotPath'));
  return openDatabase({
    loadDataDir: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
  });
};

/**
 * The embedded database a worker lends to one test file at a time (files in a worker run one after
 * another). Opening PGlite from the snapshot took 1.2–2.4 s a file; putting the snapshot's rows back takes
 * a fraction of that. A file that asks for a second database gets one of its own.
 */
let lent:
  { database: Database; baseline: Awaited<ReturnType<typeof readBaseline>>; busy: boolean } | undefined;

async function lendEmbedded(): Promise<Database> {
  if (lent?.busy) return openSnapshot();
  if (lent) await restoreBaseline(lent.database, lent.baseline);
  else {
    const database = await openSnapshot();
    lent = { database, baseline: await readBaseline(database), busy: false };
  }
  const loan = lent;
  loan.busy = true;
  return { ...loan.database, close: async () => void (loan.busy = false) };
}

/** A database of its own for one test file: migrated, with the reference rows, nothing else. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return lendEmbedded();
  // Named after the run's template, so the run's teardown finds whatever a crashed file left behind.
  const name = `${inject('templateDatabase')}_f_${Math.random().toString(36).slice(2, 10)}`;
  // CREATE and DROP DATABASE run on the database DATABASE_URL names (it is never dropped).
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  const database = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await dropWhenReleased(admin, name);
      await admin.end();
    },
  };
}

/**
 * pool.end() resolves before the server has let the pool's connections go; DROP … WITH (FORCE) would
 * kill them mid-goodbye and the client would raise an error nobody hears. Wait for them instead.
 */
async function dropWhenReleased(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
