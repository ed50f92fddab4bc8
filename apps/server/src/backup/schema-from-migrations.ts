import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR } from '../paths.js';
import type { MigrationRecord } from './manifest.js';
import type { Query } from './sql-session.js';

/** The migrations this version ships, as drizzle records them once applied. */
export function shippedMigrations(): MigrationRecord[] {
  return readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => ({
    hash: m.hash,
    created_at: String(m.folderMillis),
  }));
}

/** Whether two lists of migrations are one and the same. */
export const sameMigrations = (a: MigrationRecord[], b: MigrationRecord[]) =>
  a.length === b.length && a.every((m, i) => m.hash === b[i]?.hash && m.created_at === b[i]?.created_at);

/**
 * Makes this version's schema in an empty database inside the caller's transaction (drizzle's migrator
 * runs its own, which a restore cannot share): the statements of every migration, and drizzle's own table
 * as its migrator makes it, left empty for the archive's rows of it.
 */
export async function createSchema(query: Query): Promise<void> {
  await query('create schema if not exists "drizzle"');
  await query(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }))
    for (const statement of migration.sql) await query(statement);
}
