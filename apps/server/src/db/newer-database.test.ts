import { count, sql } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import { prepareDatabase } from '../setup/bootstrap.js';
import { newestMigration } from './migrations-state.js';
import { NewerDatabase } from './newer-database.js';
import { portalUsers } from './schema/index.js';

const log = pino({ level: 'silent' });
const DAY_MS = 86_400_000;

it('refuses a database a newer version migrated, saying so, and changes nothing', async () => {
  const database = await openTestDatabase();
  // What the next version's migration leaves in Drizzle's own table.
  await database.db.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a-later-change', ${newestMigration() + DAY_MS})`,
  );
  const refused = prepareDatabase(database, { production: false, log });
  await expect(refused).rejects.toBeInstanceOf(NewerDatabase);
  await expect(refused).rejects.toThrow(/changed by a newer version of Acorn Portal.*Nothing was changed\./);
  // Not even the demo data a new database gets.
  expect((await database.db.select({ n: count() }).from(portalUsers))[0]!.n).toBe(0);
  await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'a-later-change'`);
  await database.close();
});

it('starts on a database of its own version', async () => {
  const database = await openTestDatabase();
  await expect(prepareDatabase(database, { production: true, log })).resolves.toEqual({ seeded: false });
  await database.close();
});
