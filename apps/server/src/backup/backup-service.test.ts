import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { databaseFiles } from '../lib/files/database-files.js';
import { askServerForBackup, serveAdminSocket } from './admin-socket.js';
import { backupService, type BackupService } from './backup-service.js';
import { SCHEDULED, scheduleBackups } from './schedule.js';

const log = pino({ level: 'silent' });
let database: Database;
let dataDir: string;
let service: BackupService;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-backups-'));
  service = backupService({ database, dataDir, files: databaseFiles(database.db), embedded: false, log });
});

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const audited = async (action: 'backup.taken' | 'backup.failed') =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action));

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within a minute: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('takes a backup every interval, keeps the newest N, audits each, and goes on after one fails', async () => {
  const dir = path.join(dataDir, 'backups');
  let calls = 0;
  // The first backup fails for real (its folder cannot be written); the schedule goes on.
  const failingFirst = {
    take: (to: string, cause: 'schedule') =>
      service.take(++calls === 1 ? path.join('/proc', 'acorn.tar') : to, cause),
  };
  const schedule = scheduleBackups(failingFirst, { dir, keep: 2, intervalMs: 100 }, log);
  try {
    await until(async () => (await audited('backup.taken')).length >= 4, 'four backups taken');
  } finally {
    await schedule.stop();
  }
  const [failed] = await audited('backup.failed');
  expect(failed).toMatchObject({ actor_email: 'schedule', entity: 'backup', entity_id: 'acorn.tar' });
  const taken = await audited('backup.taken');
  expect(taken[0]!.changes).toMatchObject({
    bytes: expect.any(Number),
    ms: expect.any(Number),
    tables: expect.any(Number),
  });
  // The two newest, and nothing half written.
  const kept = fs.readdirSync(dir).sort();
  expect(kept).toEqual(
    taken
      .map((row) => row.entity_id)
      .sort()
      .slice(-2),
  );
  expect(kept.every((name) => SCHEDULED.test(name))).toBe(true);
}, 90_000);

it('takes a backup the admin command asks for over the socket, one at a time', async () => {
  const socket = await serveAdminSocket(dataDir, service, log);
  try {
    const [first, second] = await Promise.allSettled([
      askServerForBackup(dataDir, path.join(dataDir, 'asked-1.tar')),
      askServerForBackup(dataDir, path.join(dataDir, 'asked-2.tar')),
    ]);
    expect(first).toMatchObject({
      value: { to: path.join(dataDir, 'asked-1.tar'), bytes: expect.any(Number) },
    });
    expect(second).toMatchObject({
      reason: { message: expect.stringContaining('A backup is being taken already') },
    });
    expect(fs.existsSync(path.join(dataDir, 'asked-2.tar'))).toBe(false);
    await expect(askServerForBackup(dataDir, 'relative.tar')).rejects.toThrow('absolute path');
    expect((await audited('backup.taken')).some((row) => row.actor_email === 'admin command')).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'admin.sock')).mode & 0o777).toBe(0o600);
  } finally {
    await socket.close();
  }
});
