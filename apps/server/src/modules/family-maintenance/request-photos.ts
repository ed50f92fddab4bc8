import { FAMILY_MAINTENANCE_MESSAGES } from '@acorn/domain/maintenance';
import { IMAGE_EXTENSIONS, IMAGE_TYPES, type ImageType } from '@acorn/domain/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FILE_FOLDERS, fileStore, sendStored } from '../../lib/files/file-store.js';
import { notFound } from '../../lib/http-error.js';
import type { CleanImage } from '../../lib/images.js';

/** The store for one image type: every type shares the folder, each name ends with its own extension. */
const storeFor = (app: FastifyInstance, extension: string) =>
  fileStore(app.files, FILE_FOLDERS.maintenancePhotos, extension);

/** The image type a stored name's extension says (the name is generated from the proven type). */
const typeOf = (name: string): ImageType | undefined =>
  IMAGE_TYPES.find((type) => name.endsWith(`.${IMAGE_EXTENSIONS[type]}`));

/** Keeps a checked picture (cleanImage: re-encoded, no metadata) under a generated name. */
export const putRequestPhoto = (app: FastifyInstance, image: CleanImage): Promise<string> =>
  storeFor(app, image.extension).put(image.data);

export const removeRequestPhoto = (app: FastifyInstance, name: string | null | undefined) =>
  storeFor(app, 'jpg').remove(name);

/** Sends a request's stored photo, or 404 when there is none (or its file has gone). */
export async function sendRequestPhoto(req: FastifyRequest, reply: FastifyReply, name: string | null) {
  const type = name ? typeOf(name) : undefined;
  if (!name || !type) throw notFound(FAMILY_MAINTENANCE_MESSAGES.noPhoto);
  // `no-store`, as every API answer (app.ts): a photo of a resident's room, on care homes' shared PCs.
  const file = { name, type, what: 'maintenance photo', headers: {} };
  return sendStored(reply, storeFor(req.server, 'jpg'), file, FAMILY_MAINTENANCE_MESSAGES.noPhoto);
}
