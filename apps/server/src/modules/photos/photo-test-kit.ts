import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A small picture of a format, made on the spot. */
export const picture = (format: 'jpeg' | 'png' | 'webp', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer();

/** A form as a browser's FormData sends it: the file part, and a caption field when given. */
export function photoForm(file: Buffer, filename = 'photo.png', caption?: string) {
  const boundary = `acorn-${randomBytes(8).toString('hex')}`;
  const head = (disposition: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n`;
  const parts = [
    ...(caption === undefined ? [] : [Buffer.from(`${head('name="caption"')}\r\n${caption}\r\n`)]),
    Buffer.from(`${head(`name="file"; filename="${filename}"`)}Content-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const photosUrl = (residentId: number) => `/v1/acorn/family/residents/${residentId}/photos`;

/** Uploads a picture as a family member; answers the response. */
export function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  residentId: number,
  file: Buffer,
  options: { filename?: string; caption?: string } = {},
) {
  const form = photoForm(file, options.filename, options.caption);
  return app.inject({
    method: 'POST',
    url: photosUrl(residentId),
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}
