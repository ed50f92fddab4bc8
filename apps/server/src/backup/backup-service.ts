import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { FileBackend } from '../lib/files/file-backend.js';
import { auditLog } from '../db/schema/index.js';
import { fileSourcesOf } from './file-sources.js';
import { snapshotOf } from './snapshot-source.js';
import { takeBackup, type BackupSummary } from './take-backup.js';

/** Said when a backup is asked for while one is being taken: never two at once (they would share the disk). */
export class BackupBusy extends Error {
  constructor() {
    super('A backup is being taken already; try again once it has ended.');
  }
}

/** Who asked for a backup, as its audit row and log line name them. */
export type BackupCause = 'schedule' | 'admin command';

/**
 * Takes backups of one deployment, one at a time, each logged and audited (taken, with its size and
 * duration; or failed, with why). `embedded`: the database is the embedded one of ACORN_DATA_DIR, served
 * by this process (snapshot-source.ts copies its files rather than holding every request back).
 */
export function backupService(options: {
  database: Database;
  dataDir: string;
  /** The deployment's file store: a bucket's objects go into each backup too. */
  files: FileBackend;
  embedded: boolean;
  log: FastifyBaseLogger;
}) {
  const { database, dataDir, log } = options;
  let running = false;
  const audit = (action: 'backup.taken' | 'backup.failed', to: string, cause: BackupCause, changes: object) =>
    database.db.insert(auditLog).values({
      actor_email: cause,
      action,
      entity: 'backup',
      entity_id: path.basename(to),
      changes: { ...changes },
    });
  return {
    get running() {
      return running;
    },
    /** Writes a backup to `to` (absolute; it must not exist yet). */
    async take(to: string, cause: BackupCause): Promise<BackupSummary> {
      if (running) throw new BackupBusy();
      running = true;
      try {
        const summary = await takeBackup(
          to,
          snapshotOf(database, options.embedded ? path.join(dataDir, 'pgdata') : undefined),
          fileSourcesOf(dataDir, options.files),
        );
        const { bytes, ms, tables, rows, files } = summary;
        log.info({ backup: summary, cause }, `backup taken: ${to}, ${bytes} bytes in ${ms} ms`);
        await audit('backup.taken', to, cause, { bytes, ms, tables, rows, files });
        return summary;
      } catch (error) {
        log.error({ err: error, cause }, `backup to ${to} failed`);
        await audit('backup.failed', to, cause, { error: (error as Error).message }).catch(() => undefined);
        throw error;
      } finally {
        running = false;
      }
    },
  };
}

export type BackupService = ReturnType<typeof backupService>;
