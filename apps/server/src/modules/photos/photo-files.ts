import { IMAGE_EXTENSIONS, type ImageType } from '@acorn/domain';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileStore, type FileStore } from '../../lib/file-store.js';

export interface PhotoFiles {
  /** Writes a cleaned picture under a new name for its type: `<data dir>/files/photos/<uuid>.png`. */
  putPicture(mime: ImageType, bytes: Uint8Array): Promise<string>;
  /** Opens (or finds) any stored picture by its name. */
  pictures: FileStore;
  /** Their JPEG thumbnails: `<data dir>/files/photos/thumbnails/<uuid>.jpg`. */
  thumbnails: FileStore;
  /** Deletes a photo's two files (either may already be gone). */
  remove(row: { file_path: string | null; thumbnail_path: string | null }): Promise<void>;
}

/** Shared photos under a data directory (ADR 0007: files on disk, under generated names). */
export function photoFileStore(dataDir: string): PhotoFiles {
  const folder = path.join(dataDir, 'files', 'photos');
  const pictures = new Map(
    Object.entries(IMAGE_EXTENSIONS).map(([mime, extension]) => [mime, fileStore(folder, extension)]),
  );
  const thumbnails = fileStore(path.join(folder, 'thumbnails'), 'jpg');
  // Any of the pictures' stores opens or removes any name of their folder; the extension only names new files.
  const anyPicture = fileStore(folder, 'jpg');
  return {
    putPicture: (mime, bytes) => pictures.get(mime)!.put(bytes),
    pictures: anyPicture,
    thumbnails,
    async remove(row) {
      await Promise.all([anyPicture.remove(row.file_path), thumbnails.remove(row.thumbnail_path)]);
    },
  };
}

const stores = new WeakMap<FastifyInstance, PhotoFiles>();

/** The shared photos of this server. */
export function photoFiles(app: FastifyInstance): PhotoFiles {
  let store = stores.get(app);
  if (!store) {
    store = photoFileStore(app.config.dataDir);
    stores.set(app, store);
  }
  return store;
}
