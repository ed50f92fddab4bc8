// npm run bench:backup -- [--sizes 100000:1024,10000:100] [--db embedded|postgres|both]
// The recovery time of docs/operations.md: for each size (rows:MiB of files), a data directory with the demo
// data, that many more rows (audit rows, ~200 bytes each) and that much in uploaded files (random bytes, 8 MiB
// a file, as incompressible as photos, in the file store as a server keeps them: rows of stored_files), then the built admin command's `backup --to` and `restore --from` into
// an empty data directory (and database), each timed from the operator's command to its exit. On the embedded
// database and on PostgreSQL (BENCH_DATABASE_URL, default the machine's `test` database: databases are made
// for the run and dropped after). Prints the machine and the figures.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { prepareDatabase } from '../src/setup/bootstrap.js';
import { openDatabase, type DatabaseOptions } from '../src/db/client.js';
import { databaseFiles } from '../src/lib/files/database-files.js';
import { menuFileStore } from '../src/modules/menus/menu-files.js';
import { admin, scratchDatabases } from '../proof/admin-command.js';
import { machineLine } from './machine.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000:1024,10000:100' },
    db: { type: 'string', default: 'both' },
  },
});
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const FILE_BYTES = 8 << 20;
const MiB = 2 ** 20;

/** A deployment's data: the demo data, `rows` audit rows more, `fileMiB` of photos in its file store. */
async function fill(where: DatabaseOptions, rows: number, fileMiB: number) {
  const database = await openDatabase(where);
  try {
    const files = databaseFiles(database.db);
    await prepareDatabase(database, {
      production: false,
      log: pino({ level: 'warn' }),
      menuFiles: menuFileStore(files),
    });
    await database.db.execute(sql`insert into audit_log (action, entity, entity_id, changes)
      select 'create', 'bench', g::text, jsonb_build_object('n', g, 'note', md5(g::text) || md5((g + 1)::text))
      from generate_series(1, ${rows}) g`);
    for (let left = fileMiB * MiB; left > 0; left -= FILE_BYTES)
      await files.put(`photos/${randomUUID()}.jpg`, 'image/jpeg', randomBytes(Math.min(left, FILE_BYTES)));
  } finally {
    await database.close();
  }
}

async function measure(kind: 'embedded' | 'postgres', rows: number, fileMiB: number) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'acorn-bench-backup-'));
  const databases = kind === 'postgres' ? scratchDatabases(PG_URL) : undefined;
  try {
    const [source, target] = [path.join(work, 'source'), path.join(work, 'target')];
    const sourceUrl = await databases?.create('bench_source');
    const targetUrl = await databases?.create('bench_target');
    await fill(
      sourceUrl ? { databaseUrl: sourceUrl } : { dataDir: path.join(source, 'pgdata') },
      rows,
      fileMiB,
    );
    const archive = path.join(work, 'backup.tar');
    const backup = await admin(['backup', '--to', archive], {
      ACORN_DATA_DIR: source,
      DATABASE_URL: sourceUrl ?? '',
    });
    const restore = await admin(['restore', '--from', archive], {
      ACORN_DATA_DIR: target,
      DATABASE_URL: targetUrl ?? '',
    });
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${kind.padEnd(8)} ${String(rows).padStart(7)} rows + ${String(fileMiB).padStart(4)} MiB files: backup ${seconds(backup.ms)}, archive ${(fs.statSync(archive).size / MiB).toFixed(0)} MiB; restore ${seconds(restore.ms)}`,
    );
  } finally {
    await databases?.dropAll();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

console.log(machineLine('bench:backup'));
const kinds =
  values.db === 'both' ? (['embedded', 'postgres'] as const) : [values.db as 'embedded' | 'postgres'];
for (const size of values.sizes.split(',')) {
  const [rows, fileMiB] = size.split(':').map(Number) as [number, number];
  for (const kind of kinds) await measure(kind, rows, fileMiB);
}
