import type { SequenceValue, TableSum } from './tables.js';

/** Raised when an archive format changes in a way an older reader would misread. */
export const FORMAT_VERSION = 1;
export const FORMAT_NAME = 'acorn-backup';
export const MANIFEST_NAME = 'manifest.json';

/** One migration as drizzle records it: the restore's schema must be this list exactly. */
export interface MigrationRecord {
  hash: string;
  created_at: string;
}

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

/** What manifest.json, an archive's first entry, says of the rest. */
export interface Manifest {
  format: typeof FORMAT_NAME;
  format_version: number;
  app_version: string;
  created_at: string;
  database: 'pglite' | 'postgres';
  migrations: MigrationRecord[];
  /** Per table (schema.name, in the order they are restored): its entry, row count and content checksum. */
  tables: ({ table: string; entry: string } & TableSum)[];
  sequences: SequenceValue[];
  /** Every entry after the manifest, in archive order. */
  entries: ManifestEntry[];
}

/** Why an archive is not restored, in a sentence; it is refused before anything has been changed. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
  constructor(sentence: string) {
    super(`${sentence} Nothing was changed.`);
  }
}

/** Entry names: a table's rows, one JSON string (the row's text) a line; a file under its own folder. */
export const tableEntry = (key: string) => `tables/${key}.jsonl`;
