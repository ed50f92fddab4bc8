import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenS3 } from '../../test/s3-server.js';
import { openTestDatabase } from '../../test/test-database.js';
import { openDatabase, type Database } from '../db/client.js';
import { bucketFiles } from '../lib/files/bucket-files.js';
import { databaseFiles } from '../lib/files/database-files.js';
import { sha256Of, type FileBackend } from '../lib/files/file-backend.js';
import { moveFilesIn } from '../lib/files/move-in.js';
import { fileSourcesOf, filesFolder } from './file-sources.js';
import { restoreArchive } from './restore.js';
import { embeddedTarget } from './restore-targets.js';
import { snapshotOf } from './snapshot-source.js';
import { takeBackup } from './take-backup.js';

// FILE_STORE=s3 (ADR 0046): the bucket's objects are not rows, so a backup carries them itself, and a restore
// brings them back to a store of the restoring server's choice (here the database) through the move-in.
const log = pino({ level: 'silent' });
let s3: Awaited<ReturnType<typeof listenS3>>;
let bucket: FileBackend;
let source: Database;
let work: string;
const objects = new Map<string, Buffer>();

beforeAll(async () => {
  s3 = await listenS3();
  bucket = bucketFiles(s3.settings);
  source = await openTestDatabase();
  work = await mkdtemp(path.join(tmpdir(), 'acorn-bucket-backup-'));
  for (const [folder, extension, size] of [
    ['menus', 'pdf', 300_000],
    ['photos', 'png', 40_000],
    ['photos/thumbnails', 'jpg', 2_000],
    ['maintenance-photos', 'jpg', 90_000],
  ] as const) {
    const name = `${folder}/${randomUUID()}.${extension}`;
    const bytes = randomBytes(size);
    await bucket.put(name, 'application/octet-stream', bytes);
    objects.set(name, bytes);
  }
}, 60_000);

afterAll(async () => {
  await bucket.close();
  await s3.stop();
  await source.close();
  await rm(work, { recursive: true, force: true });
});

it('carries a bucket’s every object, and a restore gives them back whole to the restoring server’s store', async () => {
  const sourceDir = path.join(work, 'source');
  await mkdir(filesFolder(sourceDir), { recursive: true });
  const key = randomBytes(32);
  await writeFile(path.join(filesFolder(sourceDir), 'photo-url.key'), key);
  const archive = path.join(work, 'backup.tar');
  const summary = await takeBackup(archive, snapshotOf(source), fileSourcesOf(sourceDir, bucket));
  expect(summary.files).toBe(objects.size + 1);

  const dataDir = path.join(await mkdtemp(path.join(work, 'target-')), 'data');
  expect((await restoreArchive(archive, embeddedTarget(dataDir))).files).toBe(objects.size + 1);
  for (const [name, bytes] of objects)
    expect((await readFile(path.join(filesFolder(dataDir), name))).equals(bytes)).toBe(true);

  // Started with files in the database, the restored server moves them in: every one, checked, served.
  const restored = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    const store = databaseFiles(restored.db);
    expect(await moveFilesIn(store, filesFolder(dataDir), log)).toBe(objects.size + 1);
    for (const [name, bytes] of [...objects, ['photo-url.key', key] as const])
      expect(await store.describe(name)).toEqual({ size: bytes.length, sha256: sha256Of(bytes) });
  } finally {
    await restored.close();
  }
}, 120_000);

it('carries nothing more when the files are in the database: they are rows of the backup already', () => {
  expect(fileSourcesOf(work, databaseFiles(source.db)).map((s) => s.prefix)).toEqual(['files']);
  expect(fileSourcesOf(work, bucket).map((s) => s.prefix)).toEqual(['files', 'files']);
});
