import { createHash } from 'node:crypto';
import { open, stat, type FileHandle } from 'node:fs/promises';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import {
  BackupRefused,
  FORMAT_NAME,
  FORMAT_VERSION,
  MANIFEST_NAME,
  type Manifest,
  type ManifestEntry,
} from './manifest.js';
import { BLOCK, openTarEntry, paddedSize, readTarHeader, TarCut, TarDamaged, type TarEntry } from './tar.js';

const refuse = (sentence: string): never => {
  throw new BackupRefused(sentence);
};

/**
 * An archive opened for restore: its manifest read and checked, and every entry it lists found where the
 * manifest says, before anything is written anywhere. Entries' bytes are checked as they are read.
 */
export class ArchiveReader {
  private constructor(
    readonly path: string,
    readonly manifest: Manifest,
    private readonly located: Map<string, TarEntry>,
  ) {}

  static async open(path: string): Promise<ArchiveReader> {
    const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) =>
      refuse(`Cannot read ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}.`),
    );
    try {
      const manifest = await readManifest(file, path);
      return new ArchiveReader(path, manifest, await locateEntries(file, path, manifest));
    } catch (error) {
      if (error instanceof TarCut) refuse(`${path} is truncated: ${error.message}.`);
      if (error instanceof TarDamaged) refuse(`${path} is corrupt: ${error.message}.`);
      throw error;
    } finally {
      await file.close();
    }
  }

  /** An entry's bytes; `finished()` throws if they differ from the manifest's checksum. */
  read(entry: ManifestEntry): { stream: Readable; finished: () => void } {
    const stream = openTarEntry(this.path, this.located.get(entry.name)!);
    const hash = createHash('sha256');
    stream.on('data', (chunk: Buffer) => hash.update(chunk));
    return {
      stream,
      finished: () => {
        if (hash.digest('hex') !== entry.sha256)
          refuse(`${this.path} is corrupt: ${entry.name} fails its checksum.`);
      },
    };
  }

  /**
   * Reads every entry once and checks it against the manifest's checksum, so a corrupt archive is refused
   * before a restore writes anything (and a bad row never reaches the database as a puzzling error).
   */
  async verify(): Promise<void> {
    for (const entry of this.manifest.entries) {
      const { stream, finished } = this.read(entry);
      for await (const chunk of stream) void chunk;
      finished();
    }
  }

  /** An entry read as lines (a table's rows), checked once the last is read. */
  async *lines(entry: ManifestEntry): AsyncGenerator<string> {
    const { stream, finished } = this.read(entry);
    for await (const line of readline.createInterface({ input: stream, crlfDelay: Infinity })) yield line;
    finished();
  }

  entry(name: string): ManifestEntry {
    return (
      this.manifest.entries.find((e) => e.name === name) ??
      refuse(`${this.path} is corrupt: its manifest lists no ${name}.`)
    );
  }
}

async function readManifest(file: FileHandle, path: string): Promise<Manifest> {
  const header = await readTarHeader(file, 0).catch((error: unknown) => {
    if (error instanceof TarDamaged) return null;
    throw error;
  });
  if (!header || header.name !== MANIFEST_NAME)
    refuse(`${path} is not an Acorn backup: it does not start with ${MANIFEST_NAME}.`);
  const bytes = Buffer.alloc(header!.size);
  const { bytesRead } = await file.read(bytes, 0, bytes.length, header!.offset);
  if (bytesRead < bytes.length) throw new TarCut('the archive ends inside its manifest');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    return refuse(`${path} is corrupt: its manifest is not JSON.`);
  }
  if (manifest.format !== FORMAT_NAME)
    refuse(`${path} is not an Acorn backup (its manifest names no Acorn format).`);
  if (manifest.format_version !== FORMAT_VERSION)
    refuse(
      `${path} was made in backup format ${manifest.format_version} (Acorn Portal ${manifest.app_version}); this version reads format ${FORMAT_VERSION} only. Restore it with the version that made it.`,
    );
  return manifest;
}

/** Where each listed entry's bytes are, checking names, sizes and that the file holds them all. */
async function locateEntries(
  file: FileHandle,
  path: string,
  manifest: Manifest,
): Promise<Map<string, TarEntry>> {
  const first = (await readTarHeader(file, 0))!;
  let offset = first.offset + paddedSize(first.size);
  const needed = manifest.entries.reduce((end, e) => end + BLOCK + paddedSize(e.size), offset);
  const { size } = await stat(path);
  if (size < needed)
    refuse(
      `${path} is truncated: it has ${size} bytes where its manifest lists ${needed} (a copy cut short?).`,
    );
  const located = new Map<string, TarEntry>();
  for (const expected of manifest.entries) {
    const entry = await readTarHeader(file, offset);
    if (!entry || entry.name !== expected.name || entry.size !== expected.size)
      refuse(
        `${path} is corrupt: where its manifest lists ${expected.name} the archive holds ${entry?.name ?? 'nothing'}.`,
      );
    located.set(expected.name, entry!);
    offset = entry!.offset + paddedSize(entry!.size);
  }
  return located;
}
