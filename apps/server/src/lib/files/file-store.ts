import { MENU_FILE_TYPE } from '@acorn/domain/content';
import { IMAGE_EXTENSIONS } from '@acorn/domain/shared';
import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { notFound } from '../http-error.js';
import type { FileBackend } from './file-backend.js';

/** Only names a store generated are ever stored or read: a row's name can reach no other file. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

/**
 * The folders files were kept in under `<data dir>/files/` before they moved into the file backend; their
 * names go on as the first part of every stored name, so a row's own `<uuid>.pdf` stays as it was.
 */
export const FILE_FOLDERS = {
  menus: 'menus',
  photos: 'photos',
  thumbnails: 'photos/thumbnails',
  maintenancePhotos: 'maintenance-photos',
} as const;
export type FileFolder = (typeof FILE_FOLDERS)[keyof typeof FILE_FOLDERS];

const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: MENU_FILE_TYPE,
  ...Object.fromEntries(Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type])),
};
/** The content type a stored name's extension says (each name's extension comes from its proven type). */
export const contentTypeOf = (name: string) =>
  TYPE_BY_EXTENSION[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * One folder's files, each under a generated name: the uploader's own name is kept in the database for
 * downloads and never names a stored file. Which backend holds them is not this store's callers' concern.
 */
export function fileStore(backend: FileBackend, folder: FileFolder, extension: string) {
  const nameOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return `${folder}/${name}`;
  };
  return {
    /** Keeps the bytes under a new name, which it answers; kept whole or not at all. */
    async put(bytes: Uint8Array): Promise<string> {
      const name = `${randomUUID()}.${extension}`;
      await backend.put(nameOf(name), contentTypeOf(name), bytes);
      return name;
    },
    open: (name: string) => backend.open(nameOf(name)),
    async remove(name: string | null | undefined): Promise<void> {
      if (name) await backend.remove(nameOf(name));
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

/**
 * Answers a stored file byte for byte with its type, length and the caller's `headers`. One gone from the
 * store (files go only with their rows, so someone removed it by hand) is logged as `what` and answered
 * 404 `missing`, with none of those headers.
 */
export async function sendStored(
  reply: FastifyReply,
  store: FileStore,
  file: { name: string; type: string; what: string; headers: Record<string, string> },
  missing: string,
) {
  const found = await store.open(file.name);
  if (!found) {
    reply.log.error({ stored: file.name }, `${file.what} missing from the file store`);
    throw notFound(missing);
  }
  return reply.type(file.type).header('content-length', found.size).headers(file.headers).send(found.body);
}
