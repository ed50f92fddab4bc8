import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { databaseUrlFor } from '../../test/pg-urls.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedDemo } from '../setup/seed/demo.js';
import { databaseFiles } from '../lib/files/database-files.js';
import { menuFileStore } from '../modules/menus/menu-files.js';
import { ArchiveReader } from './archive-reader.js';
import { fileSourcesOf, filesFolder } from './file-sources.js';
import { BackupRefused, type Manifest } from './manifest.js';
import { restoreArchive } from './restore.js';
import { embeddedTarget, postgresTarget } from './restore-targets.js';
import { snapshotOf } from './snapshot-source.js';
import { readSnapshot } from './sql-session.js';
import { sumTables } from './tables.js';
import { takeBackup } from './take-backup.js';

let source: Database;
let work: string;
let sourceDir: string;
let archive: string;
let manifest: Manifest;

/** Every file under a data directory's files/, by path, with its bytes. */
function filesOf(dataDir: string): Record<string, string> {
  const root = filesFolder(dataDir);
  if (!fs.existsSync(root)) return {};
  return Object.fromEntries(
    fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((p) => [path.relative(root, p), fs.readFileSync(p).toString('base64')]),
  );
}

const newTarget = async () => path.join(await mkdtemp(path.join(work, 'target-')), 'data');

beforeAll(async () => {
  source = await openTestDatabase();
  work = await mkdtemp(path.join(tmpdir(), 'acorn-backup-test-'));
  sourceDir = path.join(work, 'source');
  await seedDemo(source.db, {
    passwordHash: 'not-a-hash',
    today: new Date('2026-11-21'),
    menuFiles: menuFileStore(databaseFiles(source.db)),
  });
  // A row far past a batch's bytes (12.8 MB of text), and files beyond the menus: photos and the key.
  await source.db.execute(
    sql`update local_contents set description = (select string_agg(md5(g::text), '') from generate_series(1, 400000) g)
        where id = (select min(id) from local_contents)`,
  );
  fs.mkdirSync(path.join(filesFolder(sourceDir), 'photos', 'thumbnails'), { recursive: true });
  await writeFile(path.join(filesFolder(sourceDir), 'photos', 'a.jpg'), randomBytes(3 << 20));
  await writeFile(path.join(filesFolder(sourceDir), 'photos', 'thumbnails', 'a.jpg'), randomBytes(1000));
  await writeFile(path.join(filesFolder(sourceDir), 'photo-url.key'), randomBytes(32));
  // Half written by an upload under way: not a file yet, so not in the archive.
  await writeFile(path.join(filesFolder(sourceDir), 'photos', 'b.jpg.part'), 'partial');
  archive = path.join(work, 'backup.tar');
  await takeBackup(archive, snapshotOf(source), fileSourcesOf(sourceDir));
  ({ manifest } = await ArchiveReader.open(archive));
}, 120_000);

afterAll(async () => {
  await source.close();
  await rm(work, { recursive: true, force: true });
});

async function expectSameAsSource(restored: Database, dataDir: string) {
  const [before, after] = [await readSnapshot(source, sumTables), await readSnapshot(restored, sumTables)];
  expect(after).toEqual(before);
  for (const table of manifest.tables)
    expect(after[table.table]).toEqual({ rows: table.rows, checksum: table.checksum });
  const { 'photos/b.jpg.part': partial, ...finished } = filesOf(sourceDir);
  expect(partial).toBeDefined();
  expect(filesOf(dataDir)).toEqual(finished);
}

describe('backup and restore', () => {
  it('restores every table (row counts and checksums) and every file byte for byte, into an embedded database', async () => {
    expect(manifest.tables.find((t) => t.table === 'public.local_contents')?.rows).toBeGreaterThan(0);
    const dataDir = await newTarget();
    const summary = await restoreArchive(archive, embeddedTarget(dataDir));
    expect(summary.rows).toBe(manifest.tables.reduce((n, t) => n + t.rows, 0));
    const restored = await openDatabase({ dataDir: path.join(dataDir, 'pgdata') });
    try {
      await expectSameAsSource(restored, dataDir);
      // Sequences go on past the restored rows: a new row does not take an old id.
      const { rows } = await restored.db.execute<{ id: number }>(
        sql`insert into audit_log (action, entity) values ('create', 'probe') returning id`,
      );
      const [{ max }] = (
        await restored.db.execute<{ max: number }>(sql`select max(id)::int as max from audit_log`)
      ).rows as [{ max: number }];
      expect(rows[0]!.id).toBe(max);
      // The restored database refuses a second restore into it.
      await expect(restoreArchive(archive, embeddedTarget(dataDir))).rejects.toThrow(
        /already holds a database/,
      );
    } finally {
      await restored.close();
    }
  }, 120_000);

  it.runIf(process.env.DATABASE_URL)(
    'restores into an empty PostgreSQL database in one transaction',
    async () => {
      const url = process.env.DATABASE_URL!;
      const name = `acorn_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const dataDir = await newTarget();
        await restoreArchive(archive, postgresTarget(databaseUrlFor(url, name), dataDir));
        const restored = await openDatabase({ databaseUrl: databaseUrlFor(url, name) });
        try {
          await expectSameAsSource(restored, dataDir);
        } finally {
          await restored.close();
        }
        await expect(
          restoreArchive(archive, postgresTarget(databaseUrlFor(url, name), await newTarget())),
        ).rejects.toThrow(/already holds tables/);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});

describe('a damaged archive is refused and nothing is changed', () => {
  async function refusal(damage: (bytes: Buffer) => Buffer): Promise<{ error: unknown; target: string }> {
    const damaged = path.join(work, `damaged-${randomBytes(4).toString('hex')}.tar`);
    await writeFile(damaged, damage(await readFile(archive)));
    const target = await newTarget();
    const error = await restoreArchive(damaged, embeddedTarget(target)).catch((e: unknown) => e);
    return { error, target };
  }

  const expectRefused = async (damage: (bytes: Buffer) => Buffer, message: RegExp) => {
    const { error, target } = await refusal(damage);
    expect(error).toBeInstanceOf(BackupRefused);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).toMatch(/Nothing was changed/);
    // Not even the data directory was made.
    expect(fs.existsSync(target)).toBe(false);
  };

  /** The archive with its manifest's text changed, the same length (its header stays valid). */
  const editManifest = (from: string, to: string) => (bytes: Buffer) => {
    const at = bytes.indexOf(from);
    expect(at).toBeGreaterThan(0);
    return Buffer.concat([bytes.subarray(0, at), Buffer.from(to), bytes.subarray(at + from.length)]);
  };

  it('truncated', () => expectRefused((bytes) => bytes.subarray(0, bytes.length - 100_000), /is truncated/));

  it('corrupt: a byte changed inside an entry', () =>
    expectRefused((bytes) => {
      const copy = Buffer.from(bytes);
      const at = bytes.length - 200_000;
      copy[at] = copy[at]! ^ 0xff;
      return copy;
    }, /is corrupt: .* fails its checksum/));

  it('another format version', () =>
    expectRefused(editManifest('"format_version": 1', '"format_version": 7'), /made in backup format 7/));

  it('another version of the schema (its migrations differ)', () =>
    expectRefused(
      editManifest(
        `"hash": "${manifest.migrations[0]!.hash}"`,
        `"hash": "${'0'.repeat(manifest.migrations[0]!.hash.length)}"`,
      ),
      /made by a different version of Acorn Portal/,
    ));

  it('not a backup at all', () => expectRefused(() => randomBytes(4096), /not an Acorn backup/));
});
