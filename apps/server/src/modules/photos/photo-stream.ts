import { PHOTO_MESSAGES } from '@acorn/domain';
import type { FastifyReply } from 'fastify';
import { sendStored } from '../../lib/file-store.js';
import { notFound } from '../../lib/http-error.js';
import { photoFiles } from './photo-files.js';
import type { PhotoRow } from './photo-rows.js';

export type PictureSize = 'thumbnail' | 'image';

/**
 * Streams a photo's picture (the cleaned picture, or its JPEG thumbnail) with its type. `private`: a
 * browser may keep it, a shared cache never (it is someone's family photo).
 */
export async function sendPicture(reply: FastifyReply, row: PhotoRow, size: PictureSize) {
  const files = photoFiles(reply.server);
  const [store, name, type] =
    size === 'image'
      ? [files.pictures, row.file_path, row.mime]
      : [files.thumbnails, row.thumbnail_path, 'image/jpeg'];
  if (row.removed_at !== null || !name) throw notFound(PHOTO_MESSAGES.gone);
  const file = { name, type, what: 'shared photo', headers: { 'cache-control': 'private' } };
  return sendStored(reply, store, file, PHOTO_MESSAGES.gone);
}
