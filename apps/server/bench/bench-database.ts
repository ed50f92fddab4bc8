import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client.js';
import { databaseUrlFor } from '../test/pg-urls.js';
import { onPgServer } from '../proof/admin-command.js';

export interface BenchDatabase extends Database {
  /** Where the rows live, for the report. */
  label: string;
  /** Closes and removes what the bench created (a temporary directory or database). */
  dispose(): Promise<void>;
}

/**
 * A new, empty, migrated database for one run: on the PostgreSQL server DATABASE_URL names when set (a
 * database of its own, dropped afterwards, so a shared server's data is never touched), else an on-disk
 * embedded PGlite in a temporary directory.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `acorn_bench_${process.pid}_${Date.now()}`;
    const admin = (statement: string) => onPgServer(serverUrl, statement);
    await admin(`create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
    await database.migrate();
    const version = await database.db.execute<{ server_version: string }>('show server_version');
    const { server_version } = version.rows[0]!;
    return {
      ...database,
      label: `PostgreSQL ${server_version} server (${new URL(serverUrl).host}, database ${name})`,
      dispose: async () => {
        await database.close();
        await admin(`drop database if exists ${name}`);
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-bench-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return {
    ...database,
    label: 'embedded PGlite on disk',
    dispose: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
