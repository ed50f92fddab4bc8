import { MENU_FILE_MESSAGES } from '@acorn/domain/content';
import { FAMILY_MAINTENANCE_MESSAGES } from '@acorn/domain/maintenance';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { capturedLog } from './captured-log.js';
import { uploadEachKind } from './each-upload.js';
import { createTestApp } from './test-app.js';

/** What a test sees of a backend by its own means (SQL, the S3 API), not through the code under test. */
export interface Held {
  /** Every file held: its stored name and bytes. */
  files(): Promise<{ name: string; bytes: Buffer }[]>;
  /** Takes one away behind the server's back, as someone cleaning up by hand would. */
  drop(name: string): Promise<void>;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const KINDS = {
  menu: 'menus/<uuid>.pdf',
  image: 'photos/<uuid>.png',
  thumbnail: 'photos/thumbnails/<uuid>.jpg',
  request: 'maintenance-photos/<uuid>.jpg',
} as const;

/**
 * What every file backend must do, through the real routes: keep each upload (nothing on the data
 * directory's disk), serve it back byte for byte with its headers from any API server on the database,
 * each with a data directory of its own, delete a resident's files on erasure, and answer one gone from the
 * store 404 with the usual message, logged.
 */
export async function fileStoreContract(
  config: Partial<Config>,
  heldOf: (db: TestDb) => Held,
  /** Another backend, which must be left without a file. */
  unusedOf?: (db: TestDb) => Held,
) {
  const log = capturedLog();
  const { app, db, dataDir, sibling } = await createTestApp({ config, logger: log.logger });
  const otherDir = await mkdtemp(path.join(tmpdir(), 'acorn-other-'));
  afterAll(() => rm(otherDir, { recursive: true, force: true }));
  const other = await sibling({ ...config, dataDir: otherDir });
  const held = heldOf(db);
  const uploaded = await uploadEachKind(app, db);
  const heldAs = async (kind: keyof typeof KINDS) =>
    (await held.files()).find((f) => f.name.replace(UUID, '<uuid>') === KINDS[kind])!;

  it('keeps each upload in the store, none on disk, and serves it back byte for byte with its headers', async () => {
    const names = (await held.files()).map((f) => f.name.replace(UUID, '<uuid>'));
    expect(names.sort()).toEqual(Object.values(KINDS).sort());
    expect(await readdir(path.join(dataDir, 'files')).catch(() => [])).toEqual([]);
    if (unusedOf) expect(await unusedOf(db).files()).toEqual([]);
    const got = await uploaded.downloadAll(app);
    expect(got.menu.rawPayload.equals(uploaded.pdf)).toBe(true);
    expect(got.menu.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(uploaded.pdf.length),
      'content-disposition': `attachment; filename="week-9.pdf"; filename*=UTF-8''week-9.pdf`,
      'cache-control': 'no-store',
    });
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      const { bytes } = await heldAs(kind);
      expect([kind, got[kind].statusCode, got[kind].rawPayload.equals(bytes)]).toEqual([kind, 200, true]);
      expect(got[kind].headers).toMatchObject({
        'content-length': String(bytes.length),
        'cache-control': 'no-store',
      });
    }
    expect(got.image.headers['content-type']).toBe('image/png');
    expect(got.request.headers['content-type']).toBe('image/jpeg');
  });

  it('serves what one API server took from another, which has a data directory of its own', async () => {
    const [here, there] = [await uploaded.downloadAll(app), await uploaded.downloadAll(other)];
    for (const kind of Object.keys(KINDS) as (keyof typeof KINDS)[]) {
      expect([kind, there[kind].statusCode]).toEqual([kind, 200]);
      expect(there[kind].rawPayload.equals(here[kind].rawPayload)).toBe(true);
    }
  });

  it('answers a file gone from the store 404 with the usual message, and logs it', async () => {
    await held.drop((await heldAs('menu')).name);
    const res = await other.inject({ url: uploaded.paths.menu, headers: uploaded.as.manager });
    expect([res.statusCode, res.json()]).toEqual([404, { message: MENU_FILE_MESSAGES.none }]);
    const viaLogged = await app.inject({ url: uploaded.paths.menu, headers: uploaded.as.manager });
    expect(viaLogged.statusCode).toBe(404);
    expect(log.text()).toContain('menu PDF missing from the file store');
  });

  it('deletes a resident’s photos from the store when they are erased', async () => {
    const kindsHeld = async () => (await held.files()).map((f) => f.name.replace(UUID, '<uuid>')).sort();
    expect(await kindsHeld()).toEqual([KINDS.request, KINDS.image, KINDS.thumbnail].sort());
    expect((await uploaded.erase(other)).statusCode).toBe(200);
    expect(await kindsHeld()).toEqual([]);
    const res = await app.inject({ url: uploaded.paths.request, headers: uploaded.as.manager });
    expect([res.statusCode, res.json()]).toEqual([404, { message: FAMILY_MAINTENANCE_MESSAGES.noPhoto }]);
  });
  return { app, db };
}

type TestDb = Awaited<ReturnType<typeof createTestApp>>['db'];
