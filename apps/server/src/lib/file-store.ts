import type { FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from './http-error.js';

/** Only names this store generated are ever opened, so no request can reach outside its folder. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z]+$/;

/**
 * Uploaded files in a folder of the data directory, each under a generated name: the uploader's own name
 * is kept in the database for downloads and never touches the file system.
 */
export function fileStore(folder: string, extension: string) {
  const pathOf = (name: string) => {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(folder, name);
  };
  return {
    pathOf,
    /** Writes the bytes under a new name; written whole or not at all (a crash leaves only a .part file). */
    async put(bytes: Uint8Array): Promise<string> {
      await mkdir(folder, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      const partial = `${pathOf(name)}.part`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, pathOf(name));
      return name;
    },
    open(name: string): ReadStream {
      return createReadStream(pathOf(name));
    },
    async remove(name: string | null | undefined): Promise<void> {
      if (name) await rm(pathOf(name), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof fileStore>;

/**
 * Answers a stored file byte for byte with its type, length and the caller's `headers`. One gone from the
 * data directory (files go only with their rows, so someone removed it by hand) is logged as `what` and
 * answered 404 `missing`, with none of those headers.
 */
export async function sendStored(
  reply: FastifyReply,
  store: FileStore,
  file: { name: string; type: string; what: string; headers: Record<string, string> },
  missing: string,
) {
  const found = await stat(store.pathOf(file.name)).catch(() => null);
  if (!found) {
    reply.log.error({ stored: file.name }, `${file.what} missing from the data directory`);
    throw notFound(missing);
  }
  return reply
    .type(file.type)
    .header('content-length', found.size)
    .headers(file.headers)
    .send(store.open(file.name));
}
