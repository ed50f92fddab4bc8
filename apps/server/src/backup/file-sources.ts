import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileBackend } from '../lib/files/file-backend.js';

/** A file a backup carries: its name in the archive and how to read it (null if it is gone meanwhile). */
export interface SourceFile {
  name: string;
  open(): Promise<Readable | null>;
}

/**
 * Where a backup finds files that are not rows of the database: the data directory's files/ folder (files
 * not yet moved into the file store) and an S3 bucket's objects. Both go under files/, by the name they
 * had on disk (the bucket's keys are those names): a restore puts them back in the data directory, and the
 * first start moves them into whichever store it is set up with (lib/files/move-in.ts).
 */
export interface FileSource {
  /** The archive folder its files go under. */
  prefix: string;
  list(): AsyncIterable<SourceFile>;
}

/** The folder of uploaded files in a data directory (lib/file-store.ts). */
export const filesFolder = (dataDir: string) => path.join(dataDir, 'files');

/** Files half written (file-store.ts writes .part, then renames) are not files yet. */
const UNFINISHED = /\.part$/;

/** Every finished file under ACORN_DATA_DIR/files, by its path there; one removed meanwhile is left out. */
export function dataDirFiles(dataDir: string): FileSource {
  const root = filesFolder(dataDir);
  return {
    prefix: 'files',
    async *list() {
      const names = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      const files = names
        .filter((entry) => entry.isFile() && !UNFINISHED.test(entry.name))
        .map((entry) =>
          path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
        )
        .sort();
      for (const name of files)
        yield {
          name,
          open: () =>
            new Promise<Readable | null>((resolve, reject) => {
              const stream = createReadStream(path.join(root, name), { highWaterMark: 1 << 20 });
              stream.once('open', () => resolve(stream));
              stream.once('error', (error: NodeJS.ErrnoException) =>
                error.code === 'ENOENT' ? resolve(null) : reject(error),
              );
            }),
        };
    },
  };
}

type Listing = FileBackend & Required<Pick<FileBackend, 'names'>>;
const lists = (backend: FileBackend): backend is Listing => backend.names !== undefined;

/** Every file a backend outside the database holds (FileBackend.names); one removed meanwhile is left out. */
export function storedFiles(backend: Listing): FileSource {
  return {
    prefix: 'files',
    async *list() {
      for await (const name of backend.names())
        yield { name, open: async () => (await backend.open(name))?.body ?? null };
    },
  };
}

/** The file sources of a deployment: its data directory, and its file store unless that is the database. */
export function fileSourcesOf(dataDir: string, files?: FileBackend): FileSource[] {
  return [dataDirFiles(dataDir), ...(files && lists(files) ? [storedFiles(files)] : [])];
}
