import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * The small part of the tar format (POSIX ustar) a backup needs, on node's built-ins alone: regular files
 * written one after another, read back by position. Any tar tool lists and extracts the archive.
 */
export const BLOCK = 512;
/** Sizes past ustar's 11 octal digits (8 GiB) are written in base 256, as GNU tar does and reads. */
const OCTAL_LIMIT = 8 ** 11;

export const paddedSize = (size: number) => Math.ceil(size / BLOCK) * BLOCK;

function writeOctal(header: Buffer, value: number, offset: number, length: number) {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'ascii');
}

function writeSize(header: Buffer, size: number) {
  if (size < OCTAL_LIMIT) return writeOctal(header, size, 124, 12);
  header.fill(0, 124, 136);
  header[124] = 0x80;
  header.writeBigUInt64BE(BigInt(size), 128);
}

/** The 512-byte header of a regular file; names are ASCII and at most 100 bytes (backup.ts makes them). */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > 100 || !/^[\x20-\x7e]+$/.test(name))
    throw new Error(`tar name not kept: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'ascii');
  writeOctal(header, 0o600, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeSize(header, size);
  writeOctal(header, Math.floor(mtime.getTime() / 1000), 136, 12);
  header.fill(' ', 148, 156);
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\0' + '00', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return header;
}

/** Zero bytes that bring an entry of `size` bytes to a whole block. */
export const tarPadding = (size: number) => Buffer.alloc(paddedSize(size) - size);
/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

export interface TarEntry {
  name: string;
  size: number;
  /** Where the entry's bytes start in the archive. */
  offset: number;
}

function readSize(header: Buffer): number {
  if ((header[124]! & 0x80) !== 0) return Number(header.readBigUInt64BE(128));
  return Number.parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
}

function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return Number.parseInt(header.toString('ascii', 148, 156).replace(/\0.*$/, '').trim(), 8) === sum;
}

/**
 * The entry whose header is at `offset`, or null at the archive's end (a zero block). A header cut short or
 * failing its own checksum throws: the caller says the archive is truncated or corrupt.
 */
export async function readTarHeader(file: FileHandle, offset: number): Promise<TarEntry | null> {
  const header = Buffer.alloc(BLOCK);
  const { bytesRead } = await file.read(header, 0, BLOCK, offset);
  if (bytesRead < BLOCK) throw new TarCut(`the archive ends inside a header at byte ${offset}`);
  if (header.every((byte) => byte === 0)) return null;
  if (!checksumHolds(header)) throw new TarDamaged(`the header at byte ${offset} fails its checksum`);
  const name = header.toString('ascii', 0, 100).replace(/\0.*$/s, '');
  return { name, size: readSize(header), offset: offset + BLOCK };
}

/** An entry's bytes, streamed from the archive. */
export function openTarEntry(path: string, entry: TarEntry): Readable {
  if (entry.size === 0) return Readable.from([]);
  return createReadStream(path, {
    start: entry.offset,
    end: entry.offset + entry.size - 1,
    highWaterMark: 1 << 20,
  });
}

export class TarCut extends Error {}
export class TarDamaged extends Error {}
