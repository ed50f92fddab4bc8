import type { Db } from './types.js';
import { newestApplied, newestMigration } from './migrations-state.js';

/**
 * The database was migrated by a newer version than this one. Drizzle's migrator would skip the unknown
 * migrations in silence and this version would then read and write tables it does not know the shape of
 * (after a rolled-back upgrade, say): it refuses to start instead.
 */
export class NewerDatabase extends Error {
  constructor(applied: number, known: number) {
    super(
      `This database was changed by a newer version of Acorn Portal (its newest change is from ` +
        `${new Date(applied).toISOString()}; this version knows changes up to ${new Date(known).toISOString()}). ` +
        'Start the newer version again, or restore a backup made by this one. Nothing was changed.',
    );
    this.name = 'NewerDatabase';
  }
}

/** Throws NewerDatabase when the database holds a migration this version does not ship. */
export async function refuseNewerDatabase(db: Db): Promise<void> {
  const [applied, known] = [await newestApplied(db), newestMigration()];
  if (applied > known) throw new NewerDatabase(applied, known);
}

/** For the server's and the admin command's start: says why and exits, as for a locked data directory. */
export function exitIfNewer(error: unknown): never {
  if (!(error instanceof NewerDatabase)) throw error;
  console.error(`\n${error.message}\n`);
  process.exit(1);
}
