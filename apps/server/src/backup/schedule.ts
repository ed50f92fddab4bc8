import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupSchedule } from '../config.js';
import { BackupBusy, type BackupService } from './backup-service.js';

/**
 * Scheduled backups' names sort by when they were taken, to the millisecond (two in one second, as a short
 * interval takes them, must not share a name): acorn-backup-20261202T101500.123Z.tar.
 */
export const SCHEDULED = /^acorn-backup-\d{8}T\d{6}\.\d{3}Z\.tar$/;
/** What a backup cut short (the process killed) leaves: removed at the next start. */
const LEFT_OVER = /^acorn-backup-\d{8}T\d{6}\.\d{3}Z\.tar\.(body\.)?part$/;

export const scheduledName = (at: Date) => `acorn-backup-${at.toISOString().replace(/[-:]/g, '')}.tar`;

/** Removes the oldest scheduled backups beyond `keep` (other files in the folder are not ours). */
async function prune(dir: string, keep: number, log: FastifyBaseLogger) {
  const names = (await readdir(dir)).filter((name) => SCHEDULED.test(name)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await rm(path.join(dir, name), { force: true });
    log.info(`backup ${name} removed: ${keep} newer are kept (BACKUP_KEEP)`);
  }
}

/**
 * Takes a backup into `dir` every interval, keeping the newest `keep`. A backup that fails is logged and
 * audited (backup-service.ts) and the next interval tries again; one still under way when the next is due
 * (or one the admin command asked for) makes that one wait for the interval after.
 */
export function scheduleBackups(
  service: Pick<BackupService, 'take'>,
  { dir, keep, intervalMs }: Pick<BackupSchedule, 'dir' | 'keep'> & { intervalMs: number },
  log: FastifyBaseLogger,
) {
  const ready = (async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    for (const name of (await readdir(dir)).filter((n) => LEFT_OVER.test(n)))
      await rm(path.join(dir, name), { force: true });
  })();
  let current: Promise<void> | null = null;
  const once = async () => {
    try {
      await ready;
      await service.take(path.join(dir, scheduledName(new Date())), 'schedule');
      await prune(dir, keep, log);
    } catch (error) {
      if (error instanceof BackupBusy)
        log.warn('scheduled backup skipped: one the admin command asked for is under way');
      // Anything else is logged and audited by the service; the next interval tries again.
    }
  };
  const timer = setInterval(() => {
    if (current) return log.warn('scheduled backup skipped: the previous one is still under way');
    current = once().finally(() => (current = null));
  }, intervalMs);
  return {
    /** Stops the timer and waits for a backup under way. */
    async stop() {
      clearInterval(timer);
      await ready.catch(() => undefined);
      await current;
    },
  };
}
