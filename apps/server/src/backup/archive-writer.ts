import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { MANIFEST_NAME, type Manifest, type ManifestEntry } from './manifest.js';
import { BLOCK, TAR_END, tarHeader, tarPadding } from './tar.js';

/** Bytes gathered before a write: entries arrive as many small rows. */
const WRITE_CHUNK = 1 << 20;

/**
 * An archive written in two files beside its destination: the entries first (`.body.part`, each hashed as
 * it is written, its header written once its size is known), then the manifest, which must come first but
 * knows them all, followed by those bytes (`.part`), renamed into place whole. A failure removes both.
 */
export class ArchiveWriter {
  private position = 0;
  readonly entries: ManifestEntry[] = [];

  private constructor(
    private readonly to: string,
    private readonly body: FileHandle,
  ) {}

  static async create(to: string): Promise<ArchiveWriter> {
    return new ArchiveWriter(to, await open(`${to}.body.part`, 'wx', 0o600));
  }

  /** Writes one entry from its chunks; answers its size and SHA-256. */
  async add(name: string, chunks: AsyncIterable<string | Uint8Array>): Promise<ManifestEntry> {
    const headerAt = this.position;
    this.position += BLOCK;
    const hash = createHash('sha256');
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      const bytes = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      await this.write(bytes);
    };
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(bytes);
      size += bytes.length;
      pending.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      pendingBytes += bytes.length;
      if (pendingBytes >= WRITE_CHUNK) await flush();
    }
    await flush();
    await this.write(tarPadding(size));
    await this.body.write(tarHeader(name, size), 0, BLOCK, headerAt);
    const entry = { name, size, sha256: hash.digest('hex') };
    this.entries.push(entry);
    return entry;
  }

  /** Puts the manifest first and the archive in place; answers its size in bytes. */
  async finish(manifest: Manifest): Promise<number> {
    await this.body.close();
    const part = `${this.to}.part`;
    const out = await open(part, 'wx', 0o600);
    try {
      const json = Buffer.from(JSON.stringify(manifest, null, 1));
      await out.write(Buffer.concat([tarHeader(MANIFEST_NAME, json.length), json, tarPadding(json.length)]));
      for await (const chunk of createReadStream(`${this.to}.body.part`, { highWaterMark: WRITE_CHUNK }))
        await out.write(chunk as Buffer);
      await out.write(TAR_END);
      await out.sync();
      const size = BLOCK + json.length + tarPadding(json.length).length + this.position + TAR_END.length;
      await out.close();
      await rename(part, this.to);
      return size;
    } catch (error) {
      await out.close().catch(() => undefined);
      await rm(part, { force: true });
      throw error;
    } finally {
      await rm(`${this.to}.body.part`, { force: true });
    }
  }

  /** Leaves nothing behind after a failure. */
  async abandon(): Promise<void> {
    await this.body.close().catch(() => undefined);
    await rm(`${this.to}.body.part`, { force: true });
  }

  private async write(bytes: Buffer) {
    if (bytes.length === 0) return;
    await this.body.write(bytes, 0, bytes.length, this.position);
    this.position += bytes.length;
  }
}
