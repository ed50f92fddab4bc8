import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a store holds under a name, without its bytes. */
export interface StoredFile {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/**
 * Where uploaded files live (ADR 0046): the database (`stored_files`) by default, or an S3-compatible
 * bucket. A name is the file's path as it was under `<data dir>/files/` (`menus/<uuid>.pdf`). Callers use
 * fileStore (file-store.ts), which never says which backend it is.
 */
export interface FileBackend {
  /** Where the files are, for the log. */
  readonly where: string;
  /**
   * Keeps the bytes under the name; one already held is left as it is. Upload names are new uuids: only
   * a move-in from disk or the photo key's first making, on two servers at once, ever meet one.
   */
  put(name: string, contentType: string, bytes: Uint8Array): Promise<void>;
  /** The file's size and its bytes as a stream; null when none has the name. */
  open(name: string): Promise<{ size: number; body: Readable } | null>;
  describe(name: string): Promise<StoredFile | null>;
  /** Deletes it; one already gone is no error. */
  remove(name: string): Promise<void>;
  /**
   * Every name held, for a backup to carry. Only a backend outside the database lists: the database's files
   * are rows, in a backup already.
   */
  names?(): AsyncIterable<string>;
  close(): Promise<void>;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
