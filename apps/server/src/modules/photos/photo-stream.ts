import { PHOTO_MESSAGES } from '@acorn/domain/photos';
import type { FastifyReply } from 'fastify';
import { sendStored } from '../../lib/files/file-store.js';
import { notFound } from '../../lib/http-error.js';
import { photoFiles } from './photo-files.js';
import type { PhotoRow } from './photo-rows.js';

export type PictureSize = 'thumbnail' | 'image';

/**
 * Streams a photo's picture (the cleaned picture, or its JPEG thumbnail) with its type, `no-store` as
 * every API answer (app.ts): it is someone's family photo, and care homes share their PCs, so no browser
 * keeps it after the page (the tablet keeps its copies itself, photo-store.ts).
 */
export async function sendPicture(reply: FastifyReply, row: PhotoRow, size: PictureSize) {
  const files = photoFiles(reply.server);
  const [store, name, type] =
    size === 'image'
      ? [files.pictures, row.file_path, row.mime]
      : [files.thumbnails, row.thumbnail_path, 'image/jpeg'];
  if (row.removed_at !== null || !name) throw notFound(PHOTO_MESSAGES.gone);
  const file = { name, type, what: 'shared photo', headers: {} };
  return sendStored(reply, store, file, PHOTO_MESSAGES.gone);
}
