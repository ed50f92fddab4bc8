import { ne } from 'drizzle-orm';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { capturedLog } from '../../../test/captured-log.js';
import { uploadEachKind } from '../../../test/each-upload.js';
import { everyStoredFile } from '../../../test/stored-files.js';
import { createTestApp } from '../../../test/test-app.js';
import { storedFiles } from '../../db/schema/index.js';

// Files an older version kept under <data dir>/files/ move into the file store at start (ADR 0046).
const { app, db, sibling } = await createTestApp();
const uploaded = await uploadEachKind(app, db);
const served = await uploaded.downloadAll(app);
const stored = await everyStoredFile(db);

// The old layout: each file on disk under files/<its stored name>, with the photo addresses' key. The
// store keeps the menu's PDF alone, as a start stopped after moving it in but before deleting its copy.
const dataDir = await mkdtemp(path.join(tmpdir(), 'acorn-old-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const filesDir = path.join(dataDir, 'files');
const menuName = stored.find((file) => file.name.startsWith('menus/'))!.name;
for (const file of stored) {
  await mkdir(path.dirname(path.join(filesDir, file.name)), { recursive: true });
  await writeFile(path.join(filesDir, file.name), file.bytes);
}
const key = 'k'.repeat(43);
await writeFile(path.join(filesDir, 'photo-url.key'), key);
await db.delete(storedFiles).where(ne(storedFiles.name, menuName));

const startOnOldDisk = async () => {
  const log = capturedLog();
  return { instance: await sibling({ dataDir }, log.logger), log };
};

describe('files on disk from an older version', () => {
  it('move into the store at start, counted in the log, their copies gone, and are served', async () => {
    const { instance, log } = await startOnOldDisk();
    expect(log.text()).toContain(`file store: 5 files moved from ${filesDir} into the database`);
    expect(await readdir(filesDir)).toEqual([]);
    const now = await everyStoredFile(db);
    expect(now.map((file) => file.name).sort()).toEqual(
      [...stored.map((file) => file.name), 'photo-url.key'].sort(),
    );
    // The key moves too, so the photo addresses given out before still hold.
    expect(Buffer.from(now.find((file) => file.name === 'photo-url.key')!.bytes).toString()).toBe(key);
    const after = await uploaded.downloadAll(instance);
    for (const kind of Object.keys(served) as (keyof typeof served)[]) {
      expect([kind, after[kind].statusCode]).toEqual([kind, 200]);
      expect(after[kind].rawPayload.equals(served[kind].rawPayload)).toBe(true);
    }
  });

  it('are not moved again: the next start finds nothing', async () => {
    const { instance, log } = await startOnOldDisk();
    expect(log.text()).not.toContain('files moved');
    expect((await uploaded.downloadAll(instance)).menu.rawPayload.equals(uploaded.pdf)).toBe(true);
  });

  it('stay on disk, logged, where the store holds other bytes under the name', async () => {
    await mkdir(path.join(filesDir, 'menus'));
    await writeFile(path.join(filesDir, menuName), 'not the stored PDF');
    const { log } = await startOnOldDisk();
    expect(log.text()).toContain(`file store: ${menuName} differs from its copy on disk, which is kept`);
    expect(log.text()).not.toContain('files moved');
    expect(await readFile(path.join(filesDir, menuName), 'utf8')).toBe('not the stored PDF');
  });
});
