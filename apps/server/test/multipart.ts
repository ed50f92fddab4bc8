import { randomBytes } from 'node:crypto';

export type Part = [name: string, value: string] | [name: string, bytes: Buffer, filename: string];

/** A form as a browser's FormData sends it (a file part as a PNG). */
export function multipart(parts: Part[]) {
  const boundary = `acorn-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(([name, value, filename]) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
        (filename ? `; filename="${filename}"\r\nContent-Type: image/png` : '') +
        '\r\n\r\n',
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
