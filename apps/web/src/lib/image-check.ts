import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, imageTypeOf } from '@acorn/domain/shared';

/**
 * What is wrong with a chosen picture, checked as the server will check it (size, then the first bytes,
 * whatever the name says), or null. The server still decides: this only spares a pointless upload.
 */
export async function problemWithImage(file: Blob): Promise<string | null> {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return imageTypeOf(head) ? null : IMAGE_MESSAGES.notImage;
}
