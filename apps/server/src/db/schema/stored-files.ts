import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** PostgreSQL's bytea: node-postgres answers a Buffer, PGlite a Uint8Array (a Buffer's own kind). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Uploaded files (menu PDFs, family photos and their thumbnails, maintenance photos) when they live in the
 * database (FILE_STORE=database, the default; ADR 0046): one backup holds them with their rows, and every
 * API server serves every file. `name` is the file's place as it was under `<data dir>/files/`
 * (`menus/<uuid>.pdf`), so the rows' own names are unchanged. One upload is at most 10 MB, far below
 * bytea's 1 GB, so a file is one row.
 */
export const storedFiles = pgTable('stored_files', {
  name: text().primaryKey(),
  content_type: text().notNull(),
  bytes: bytes().notNull(),
  size: integer().notNull(),
  /** Hex SHA-256 of the bytes: a file moved in from disk is checked against it before its copy goes. */
  sha256: text().notNull(),
  created_at: createdAt(),
});
