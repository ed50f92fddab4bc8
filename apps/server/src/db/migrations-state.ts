import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { pgError } from './pg-error.js';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Db } from './types.js';

/** PostgreSQL's code for a table that does not exist: Drizzle's own has not been made, nothing migrated. */
const UNDEFINED_TABLE = '42P01';

/** When the newest migration of this version was written (drizzle-kit's journal), as Drizzle records it. */
export function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database holds every migration this version ships ('ok') or not ('pending'), in one
 * statement; it throws when the database cannot be reached. Drizzle's migrator records each applied
 * migration by its journal time in drizzle.__drizzle_migrations.
 */
export function migrationsState(db: Db) {
  const newest = newestMigration();
  return async (): Promise<'ok' | 'pending'> => ((await newestApplied(db)) >= newest ? 'ok' : 'pending');
}

/** The journal time of the newest migration the database has had (0: none, a new database). */
export async function newestApplied(db: Db): Promise<number> {
  try {
    const { rows } = await db.execute<{ last: string | number | null }>(
      sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.last ?? 0);
  } catch (error) {
    if (pgError(error).code === UNDEFINED_TABLE) return 0;
    throw error;
  }
}
