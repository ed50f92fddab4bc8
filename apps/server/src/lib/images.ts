import {
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MESSAGES,
  imageTypeOf,
  THUMBNAIL_SIZE,
  type ImageType,
} from '@acorn/domain/shared';
import sharp from 'sharp';
import { HttpError } from './http-error.js';

export interface CleanImage {
  mime: ImageType;
  extension: string;
  /** The picture re-encoded in its own format: no EXIF (GPS, camera, owner), XMP, IPTC or comments. */
  data: Buffer;
  /** A JPEG at most THUMBNAIL_SIZE on its longer side. */
  thumbnail: Buffer;
  width: number;
  height: number;
}

// One decode at a time per call, never more pixels than this: a small file may claim a huge canvas.
const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });

/**
 * An uploaded picture made safe to keep and show (issue 20): judged by its first bytes (JPEG, PNG or
 * WebP, whatever its name says), decoded, turned upright by its EXIF orientation and encoded again, which
 * leaves every metadata block behind (sharp keeps none unless told). Anything else is a 4xx with a
 * sentence the person can act on.
 */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  if (bytes.length > IMAGE_MAX_BYTES) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
  const mime = imageTypeOf(bytes.subarray(0, 16));
  if (!mime) throw new HttpError(415, IMAGE_MESSAGES.notImage);
  try {
    const upright = decoder(bytes).rotate();
    const encoded =
      mime === 'image/jpeg'
        ? upright.jpeg({ quality: 90, mozjpeg: true })
        : mime === 'image/png'
          ? upright.png()
          : upright.webp({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await decoder(data)
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return {
      mime,
      extension: IMAGE_EXTENSIONS[mime],
      data,
      thumbnail,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message))
      throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels);
    throw new HttpError(415, IMAGE_MESSAGES.unreadable);
  }
}
