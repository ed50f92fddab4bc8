import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { ensureReferenceData } from '../src/setup/bootstrap.js';
import { threadOf } from '../src/db/pglite-thread.js';
import { databaseUrlFor } from './pg-urls.js';
import pg from 'pg';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data-dir snapshot every test file starts from. */
    snapshotPath: string;
    /** PostgreSQL server: a migrated template database every test file copies. */
    templateDatabase: string;
  }
}

/**
 * Migrates once per run. A fresh PGlite takes ~4 s; one loaded from this snapshot ~0.5 s. On a
 * PostgreSQL server, CREATE DATABASE … TEMPLATE gives each file its own migrated database at once.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `acorn_tpl_${process.pid}_${Date.now()}`;
    // CREATE and DROP DATABASE run on the database DATABASE_URL names (it is never dropped).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(url, template) });
    await database.migrate();
    await ensureReferenceData(database.db);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('snapshotPath', '');
    return async () => {
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like '${template}_f_%'`,
      );
      for (const { datname } of leftovers.rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const database = await openDatabase({});
  await database.migrate();
  await ensureReferenceData(database.db);
  const snapshot = await threadOf(database.db)!.dumpDataDir();
  const snapshotPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-test-')), 'migrated.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();
  project.provide('snapshotPath', snapshotPath);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(path.dirname(snapshotPath), { recursive: true, force: true });
}
