import { IMAGE_EXTENSIONS, type ImageType } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import { FILE_FOLDERS, fileStore, type FileStore } from '../../lib/files/file-store.js';

export interface PhotoFiles {
  /** Keeps a cleaned picture under a new name for its type: `photos/<uuid>.png`. */
  putPicture(mime: ImageType, bytes: Uint8Array): Promise<string>;
  /** Opens (or finds) any stored picture by its name. */
  pictures: FileStore;
  /** Their JPEG thumbnails: `photos/thumbnails/<uuid>.jpg`. */
  thumbnails: FileStore;
  /** Deletes a photo's two files (either may already be gone). */
  remove(row: { file_path: string | null; thumbnail_path: string | null }): Promise<void>;
}

/** Shared photos under generated names (ADR 0007), in this server's file backend (ADR 0046). */
export function photoFiles(app: FastifyInstance): PhotoFiles {
  const picturesOf = (extension: string) => fileStore(app.files, FILE_FOLDERS.photos, extension);
  const pictures = new Map(
    Object.entries(IMAGE_EXTENSIONS).map(([mime, extension]) => [mime, picturesOf(extension)]),
  );
  const thumbnails = fileStore(app.files, FILE_FOLDERS.thumbnails, 'jpg');
  // Any of the pictures' stores opens or removes any name of their folder; the extension only names new files.
  const anyPicture = picturesOf('jpg');
  return {
    putPicture: (mime, bytes) => pictures.get(mime)!.put(bytes),
    pictures: anyPicture,
    thumbnails,
    async remove(row) {
      await Promise.all([anyPicture.remove(row.file_path), thumbnails.remove(row.thumbnail_path)]);
    },
  };
}
