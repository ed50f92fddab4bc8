import { PHOTO_MESSAGES, photoCaptionOf, validatePhotoCaption, type SharedPhoto } from '@acorn/domain/photos';
import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import type { FastifyRequest } from 'fastify';
import { sharedPhotos } from '../../db/schema/index.js';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { cleanImage } from '../../lib/images.js';
import type { LinkedResident } from '../family/linked-resident.js';
import { auditPhoto } from './photo-audit.js';
import { photoFiles } from './photo-files.js';
import { findPhoto, photoOf } from './photo-rows.js';

/** The form's one file and its optional caption, in whichever order they came. */
async function readUpload(req: FastifyRequest): Promise<{ bytes: Buffer; caption: string | null }> {
  if (!req.isMultipart()) throw new HttpError(415, IMAGE_MESSAGES.missing);
  let bytes: Buffer | null = null;
  let caption: string | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else if (part.fieldname === 'caption') {
        // A caption cut off at the field limit is certainly too long.
        if (part.valueTruncated) throw badRequest(PHOTO_MESSAGES.captionTooLong);
        caption = typeof part.value === 'string' ? part.value : null;
      }
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
    throw error;
  }
  if (!bytes || bytes.length === 0) throw badRequest(IMAGE_MESSAGES.missing);
  return { bytes, caption };
}

/**
 * A family member's upload for their resident: the caption's rule, then the picture judged by its content
 * and encoded again without its metadata (cleanImage), stored with its thumbnail and recorded, audited.
 * Nothing reaches the tablet until it is shared.
 */
export async function uploadPhoto(req: FastifyRequest, resident: LinkedResident): Promise<SharedPhoto> {
  const { db } = req.server;
  const upload = await readUpload(req);
  const refusal = validatePhotoCaption(upload.caption);
  if (refusal) throw badRequest(refusal);
  const image = await cleanImage(upload.bytes);
  const files = photoFiles(req.server);
  const stored = { file_path: null as string | null, thumbnail_path: null as string | null };
  let photoId: number;
  try {
    stored.file_path = await files.putPicture(image.mime, image.data);
    stored.thumbnail_path = await files.thumbnails.put(image.thumbnail);
    photoId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sharedPhotos)
        .values({
          user_id: resident.user_id,
          group_id: resident.group_id,
          uploaded_by: req.user!.user_id,
          mime: image.mime,
          ...stored,
          bytes: image.data.length,
          width: image.width,
          height: image.height,
          caption: photoCaptionOf(upload.caption),
          created_at: req.server.clock().toISOString(),
        })
        .returning({ photo_id: sharedPhotos.photo_id });
      const photo = { ...resident, photo_id: row!.photo_id };
      await auditPhoto(tx, req, photo, 'create', { mime: image.mime, bytes: image.data.length });
      return photo.photo_id;
    });
  } catch (error) {
    await files.remove(stored);
    throw error;
  }
  return photoOf((await findPhoto(db, resident.user_id, photoId))!, 'family');
}
