// Images families upload (issue 20): a photo to share with the resident, a photo with a maintenance
// request. Judged by content, never by name or declared type, like the menus' PDFs.

/** The largest image accepted, in bytes (10 MB): a phone's photo at full size fits within it. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Larger pictures are refused before decoding (a small file may claim a huge canvas). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/** The longest side of a thumbnail (the gallery's and the panels' pictures), in pixels. */
export const THUMBNAIL_SIZE = 320;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** What the file picker offers; the server still judges the bytes. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

export const IMAGE_MESSAGES = {
  notImage: 'The file is not a JPEG, PNG or WebP picture. Choose a photo in one of those formats.',
  tooLarge: 'The picture is larger than 10 MB. Choose a smaller one.',
  tooManyPixels: 'The picture is too large to show (over 50 megapixels). Choose a smaller one.',
  unreadable: 'The picture could not be read; it may be damaged. Choose another one.',
  missing: 'Choose a picture to upload.',
} as const;

/** The image type the first bytes say, or null: JPEG FF D8 FF, PNG's 8-byte signature, RIFF....WEBP. */
export function imageTypeOf(firstBytes: Uint8Array): ImageType | null {
  const b = firstBytes;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => b[i] === byte)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
