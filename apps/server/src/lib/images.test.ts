import { IMAGE_MESSAGES } from '@acorn/domain/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanImage } from './images.js';

const picture = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .withMetadata({ exif: { IFD0: { Copyright: 'Someone', Artist: 'A phone' } }, orientation: 6 })
    .toBuffer();

describe('cleanImage', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a %s in its format, upright, without metadata',
    async (format) => {
      const clean = await cleanImage(await picture(format));
      expect(clean.mime).toBe(`image/${format}`);
      const meta = await sharp(clean.data).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      // Orientation 6 is a quarter turn: the stored picture is 48 × 64.
      expect([clean.width, clean.height]).toEqual([48, 64]);
      const thumb = await sharp(clean.thumbnail).metadata();
      expect(thumb.format).toBe('jpeg');
    },
  );

  it('makes a thumbnail no larger than 320 on its longer side', async () => {
    const clean = await cleanImage(await picture('png', 1200, 600));
    const thumb = await sharp(clean.thumbnail).metadata();
    // Upright first (a quarter turn), then scaled: 600 × 1200 becomes 160 × 320.
    expect([thumb.width, thumb.height]).toEqual([160, 320]);
  });

  it('refuses text named like a picture, a damaged picture and a huge canvas, each in words', async () => {
    await expect(cleanImage(Buffer.from('just some text, saved as photo.png'))).rejects.toMatchObject({
      statusCode: 415,
      message: IMAGE_MESSAGES.notImage,
    });
    const png = await picture('png');
    await expect(cleanImage(png.subarray(0, 40))).rejects.toMatchObject({
      statusCode: 415,
      message: IMAGE_MESSAGES.unreadable,
    });
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(cleanImage(huge)).rejects.toMatchObject({
      statusCode: 413,
      message: IMAGE_MESSAGES.tooManyPixels,
    });
  });
});
