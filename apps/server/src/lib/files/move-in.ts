import type { FastifyBaseLogger } from 'fastify';
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { sha256Of, type FileBackend } from './file-backend.js';
import { contentTypeOf, FILE_FOLDERS, STORED_NAME } from './file-store.js';

/** What older versions kept under `<data dir>/files/`: each folder's stored files, and the photo key. */
const ON_DISK = [
  ...Object.values(FILE_FOLDERS).map((folder) => ({ folder, takes: STORED_NAME })),
  { folder: '', takes: /^photo-url\.key$/ },
];

const entriesOf = (folder: string) => readdir(folder, { withFileTypes: true }).catch(() => []);

/**
 * Moves the files an older version kept on disk into the file backend, at start, one at a time: each is
 * put (kept if the store already has its name), checked by size and SHA-256, and only then deleted. A
 * start stopped halfway leaves each file on disk or in the store or both, and the next start finishes
 * the move; after it, nothing is left to move. A file the store holds otherwise is kept on disk, logged.
 */
export async function moveFilesIn(backend: FileBackend, filesDir: string, log: FastifyBaseLogger) {
  let moved = 0;
  for (const { folder, takes } of ON_DISK) {
    for (const entry of await entriesOf(path.join(filesDir, folder))) {
      if (!entry.isFile() || !takes.test(entry.name)) continue;
      const name = path.posix.join(folder, entry.name);
      const file = path.join(filesDir, folder, entry.name);
      const bytes = await readFile(file);
      await backend.put(name, contentTypeOf(name), bytes);
      const held = await backend.describe(name);
      if (held?.size !== bytes.length || held.sha256 !== sha256Of(bytes)) {
        log.error({ stored: name }, `file store: ${name} differs from its copy on disk, which is kept`);
        continue;
      }
      await rm(file, { force: true });
      moved++;
    }
  }
  // The folders go once empty (deepest first); one still holding anything (a crash's .part file) stays.
  for (const folder of Object.values(FILE_FOLDERS).reverse())
    await rmdir(path.join(filesDir, folder)).catch(() => undefined);
  if (moved > 0) log.info(`file store: ${moved} files moved from ${filesDir} into ${backend.where}`);
  return moved;
}
