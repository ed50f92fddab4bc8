import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ArchiveReader } from './archive-reader.js';
import { BackupRefused, type Manifest } from './manifest.js';
import { createSchema, sameMigrations, shippedMigrations } from './schema-from-migrations.js';
import type { Query } from './sql-session.js';
import { insertRows, listTables, setSequences, sumTable, tableKey, tableName, type Table } from './tables.js';

/** Rows inserted per statement at most, and the bytes (as text) a statement stops at. */
const INSERT_ROWS = 500;
const INSERT_BYTES = 8 << 20;

/**
 * Where a restore writes: an empty database, in a transaction the target commits only if `load` succeeds,
 * and an empty folder for the files, moved into place after the commit (restore-targets.ts).
 */
export interface RestoreTarget {
  /** Said when the target is not empty; null when it is. */
  notEmpty(): Promise<string | null>;
  load(work: (query: Query, filesDir: string) => Promise<void>): Promise<void>;
}

/**
 * Archive folders and where their files go. `files/` (the data directory's and a bucket's) goes back to
 * ACORN_DATA_DIR/files, which the first start moves into the file store; an archive of a newer version with
 * a folder this one does not know is refused, not half restored.
 */
const FILE_SINKS = ['files'];
const SAFE_NAME = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

export interface RestoreSummary {
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

/** Restores `from` into `target`, or refuses with a BackupRefused saying why; either way nothing else changes. */
export async function restoreArchive(from: string, target: RestoreTarget): Promise<RestoreSummary> {
  const started = performance.now();
  const archive = await ArchiveReader.open(from);
  const { manifest } = archive;
  if (!sameMigrations(manifest.migrations, shippedMigrations()))
    throw new BackupRefused(
      `${from} was made by a different version of Acorn Portal (${manifest.app_version}, ${manifest.migrations.length} migrations; this one has ${shippedMigrations().length}). Restore it with the version that made it, then upgrade.`,
    );
  const files = fileEntries(manifest);
  const occupied = await target.notEmpty();
  if (occupied) throw new BackupRefused(`${occupied} A restore fills only an empty target.`);
  await archive.verify();
  await target.load(async (query, filesDir) => {
    await createSchema(query);
    await loadTables(query, archive);
    for (const entry of files) {
      const to = path.join(filesDir, entry.name.slice('files/'.length));
      await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
      const { stream, finished } = archive.read(entry);
      await pipeline(stream, createWriteStream(to, { mode: 0o600, flags: 'wx' }));
      finished();
    }
  });
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
    files: files.length,
    ms: Math.round(performance.now() - started),
  };
}

function fileEntries(manifest: Manifest) {
  const tableEntries = new Set(manifest.tables.map((t) => t.entry));
  const files = manifest.entries.filter((e) => !tableEntries.has(e.name));
  for (const { name } of files) {
    const folder = name.split('/')[0]!;
    if (!FILE_SINKS.includes(folder) || !SAFE_NAME.test(name) || name.split('/').includes('..'))
      throw new BackupRefused(`The archive holds ${name}, which this version cannot restore.`);
  }
  return files;
}

/**
 * Every table's rows, as they were: no trigger fires meanwhile (row counts and the audit's guard would
 * write or refuse), and each table's count and checksum must then equal the manifest's.
 */
async function loadTables(query: Query, archive: ArchiveReader) {
  const tables = new Map((await listTables(query)).map((t) => [tableKey(t), t]));
  const restoring = await withoutTriggers(query, [...tables.values()]);
  for (const listed of archive.manifest.tables) {
    const table = tables.get(listed.table);
    if (!table)
      throw new BackupRefused(`The archive holds table ${listed.table}, which this version does not have.`);
    let batch: string[] = [];
    let bytes = 0;
    for await (const line of archive.lines(archive.entry(listed.entry))) {
      const row = JSON.parse(line) as string;
      batch.push(row);
      bytes += row.length;
      if (batch.length >= INSERT_ROWS || bytes >= INSERT_BYTES) {
        await insertRows(query, table, batch);
        batch = [];
        bytes = 0;
      }
    }
    await insertRows(query, table, batch);
  }
  await setSequences(query, archive.manifest.sequences);
  await restoring.done();
  for (const listed of archive.manifest.tables) {
    const sum = await sumTable(query, tables.get(listed.table)!);
    if (sum.rows !== listed.rows || sum.checksum !== listed.checksum)
      throw new BackupRefused(
        `${archive.path} is corrupt: table ${listed.table} restored as ${sum.rows} rows (checksum ${sum.checksum}) where the manifest says ${listed.rows} (${listed.checksum}).`,
      );
  }
}

/**
 * Turns triggers off for the load: as a superuser (the embedded database; PostgreSQL's owner) every one,
 * foreign keys' checks included (a row may name a later one of its own table); otherwise the tables'
 * own triggers, and foreign keys hold in the tables' order (tables.ts).
 */
async function withoutTriggers(query: Query, tables: Table[]) {
  await query('savepoint replica');
  try {
    await query('set local session_replication_role = replica');
    return { done: () => query('set local session_replication_role = origin') };
  } catch {
    await query('rollback to savepoint replica');
  }
  for (const table of tables) await query(`alter table ${tableName(table)} disable trigger user`);
  return {
    done: async () => {
      for (const table of tables) await query(`alter table ${tableName(table)} enable trigger user`);
    },
  };
}
