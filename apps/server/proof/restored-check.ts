import fs from 'node:fs';
import path from 'node:path';
import { ArchiveReader } from '../src/backup/archive-reader.js';
import { filesFolder } from '../src/backup/file-sources.js';
import { readSnapshot } from '../src/backup/sql-session.js';
import { sumTables } from '../src/backup/tables.js';
import { openDatabase, type DatabaseOptions } from '../src/db/client.js';

function filesUnder(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * What differs between a restored deployment and its archive: each table whose row count or content
 * checksum is not the manifest's (computed again on the restored database), and each file of the source's
 * data directory that is missing or not byte for byte the same. Empty when the restore is exact.
 */
export async function differences(
  archive: string,
  restored: DatabaseOptions,
  dirs: { source: string; restored: string },
): Promise<string[]> {
  const { manifest } = await ArchiveReader.open(archive);
  const database = await openDatabase(restored);
  const sums = await readSnapshot(database, sumTables).finally(() => database.close());
  const found: string[] = [];
  for (const table of manifest.tables) {
    const sum = sums[table.table];
    if (sum?.rows !== table.rows || sum.checksum !== table.checksum)
      found.push(
        `table ${table.table}: ${JSON.stringify(sum)} restored, ${table.rows} rows (${table.checksum}) archived`,
      );
  }
  const extra = Object.keys(sums).filter((name) => !manifest.tables.some((t) => t.table === name));
  if (extra.length > 0) found.push(`tables not in the archive: ${extra.join(', ')}`);
  const [from, to] = [filesFolder(dirs.source), filesFolder(dirs.restored)];
  const restoredFiles = filesUnder(to);
  for (const name of filesUnder(from)) {
    if (!restoredFiles.includes(name)) found.push(`file ${name} missing`);
    else if (!fs.readFileSync(path.join(from, name)).equals(fs.readFileSync(path.join(to, name))))
      found.push(`file ${name} differs`);
  }
  return found;
}
