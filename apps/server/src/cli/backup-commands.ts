import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { askServerForBackup } from '../backup/admin-socket.js';
import { backupService } from '../backup/backup-service.js';
import { BackupRefused } from '../backup/manifest.js';
import { restoreArchive } from '../backup/restore.js';
import { embeddedTarget, postgresTarget } from '../backup/restore-targets.js';
import type { Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirLocked } from '../db/data-dir-lock.js';
import { filesOf } from '../lib/files/files-of.js';

const log = pino({ level: 'warn' });

/**
 * `backup --to FILE`: a PostgreSQL server is read directly, beside the running servers. The embedded
 * database is opened here when no server holds it; while one does, that server is asked (its admin
 * socket) and takes the backup itself, going on serving (ADR 0048).
 */
async function backup(config: Config, to: string): Promise<string> {
  if (fs.existsSync(to)) throw new BackupRefused(`${to} exists already; give a new name.`);
  const pgdata = path.join(config.dataDir, 'pgdata');
  if (!config.databaseUrl && !fs.existsSync(pgdata))
    throw new Error(`There is no database in ${pgdata} to back up.`);
  const where = config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: pgdata };
  const database = await openDatabase(where).catch((error: unknown) => {
    if (error instanceof DataDirLocked) return null;
    throw error;
  });
  if (!database)
    return `${JSON.stringify(await askServerForBackup(config.dataDir, to))} (taken by the running server)`;
  try {
    // Nobody else is on an embedded database opened here: a transaction of its own is the snapshot.
    const files = filesOf(config, database.db);
    const service = backupService({ database, dataDir: config.dataDir, files, embedded: false, log });
    try {
      return JSON.stringify(await service.take(to, 'admin command'));
    } finally {
      await files.close();
    }
  } finally {
    await database.close();
  }
}

/** `restore --from FILE`: into the configured database and ACORN_DATA_DIR/files, which must be empty. */
async function restore(config: Config, from: string): Promise<string> {
  const target = config.databaseUrl
    ? postgresTarget(config.databaseUrl, config.dataDir)
    : embeddedTarget(config.dataDir);
  return JSON.stringify(await restoreArchive(from, target));
}

/** Runs the command; answers its exit code. Refusals and failures are said in a sentence, without a stack. */
export async function backupCommand(
  command: 'backup' | 'restore',
  file: string,
  config: Config,
): Promise<number> {
  // npm runs the command inside the workspace; the user's relative path is from where they typed it.
  const absolute = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  try {
    const summary = command === 'backup' ? await backup(config, absolute) : await restore(config, absolute);
    console.log(`${command === 'backup' ? 'Backup written to' : 'Restored from'} ${absolute}: ${summary}`);
    return 0;
  } catch (error) {
    console.error(`\n${command} failed: ${(error as Error).message}\n`);
    return 1;
  }
}
