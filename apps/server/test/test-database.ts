import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { databaseUrlFor } from './pg-urls.js';

/** A database of its own for one test file: migrated, with the reference rows, nothing else. */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const bytes = fs.readFileSync(inject('snapshotPath'));
    return openDatabase({
      loadDataDir: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    });
  }
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
