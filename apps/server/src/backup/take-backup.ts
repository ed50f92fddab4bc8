import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.js';
import { ArchiveWriter } from './archive-writer.js';
import type { FileSource } from './file-sources.js';
import { FORMAT_NAME, FORMAT_VERSION, tableEntry, type Manifest, type MigrationRecord } from './manifest.js';
import type { SnapshotSource } from './snapshot-source.js';
import type { Query } from './sql-session.js';
import { listTables, readSequences, sumTable, tableKey, tableRows } from './tables.js';

export const APP_VERSION = (
  JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

export interface BackupSummary {
  to: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  ms: number;
}

async function* linesOf(rows: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const row of rows) yield `${JSON.stringify(row)}\n`;
}

export async function appliedMigrations(query: Query): Promise<MigrationRecord[]> {
  const { rows } = await query(
    'select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((r) => ({ hash: String(r.hash), created_at: String(r.created_at) }));
}

/**
 * Writes one archive to `to` (absolute; it must not exist): manifest.json, every table's rows as of one
 * moment (the snapshot), then every file of the sources. Nothing is left at `to` or beside it on failure.
 */
export async function takeBackup(
  to: string,
  snapshot: SnapshotSource,
  fileSources: FileSource[],
): Promise<BackupSummary> {
  const started = performance.now();
  const archive = await ArchiveWriter.create(to);
  try {
    const created_at = new Date().toISOString();
    const database = await snapshot.read(async (query) => {
      const tables = await listTables(query);
      const sums: Manifest['tables'] = [];
      for (const table of tables) {
        const sum = await sumTable(query, table);
        const entry = await archive.add(tableEntry(tableKey(table)), linesOf(tableRows(query, table)));
        sums.push({ table: tableKey(table), entry: entry.name, ...sum });
      }
      return {
        tables: sums,
        migrations: await appliedMigrations(query),
        sequences: await readSequences(query),
      };
    });
    // A file both on disk and in the bucket (a move-in under way) is the same file: carried once.
    const carried = new Set<string>();
    for (const source of fileSources)
      for await (const file of source.list()) {
        const entry = `${source.prefix}/${file.name}`;
        if (carried.has(entry)) continue;
        const stream = await file.open();
        if (!stream) continue;
        await archive.add(entry, stream);
        carried.add(entry);
      }
    const files = carried.size;
    const manifest: Manifest = {
      format: FORMAT_NAME,
      format_version: FORMAT_VERSION,
      app_version: APP_VERSION,
      created_at,
      database: snapshot.kind,
      ...database,
      entries: archive.entries,
    };
    const bytes = await archive.finish(manifest);
    return {
      to,
      bytes,
      tables: database.tables.length,
      rows: database.tables.reduce((n, t) => n + t.rows, 0),
      files,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await archive.abandon();
    throw error;
  }
}
