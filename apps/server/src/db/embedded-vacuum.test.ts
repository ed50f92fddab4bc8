import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { embeddedVacuum } from './embedded-vacuum.js';

// Always the embedded engine, whatever DATABASE_URL says: this is its autovacuum (a PostgreSQL server
// runs its own, which could vacuum first and make the test race it).
const database = await openDatabase({});
const { db } = database;
afterAll(() => database.close());

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** PostgreSQL counts in the backend and publishes at most once a second; this publishes now. */
async function publishStats() {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select 1`);
}
const stats = async (table: string) =>
  rows<{ n_dead_tup: number; vacuumed: boolean }>(
    await db.execute(sql`
      select n_dead_tup::int, last_vacuum is not null as vacuumed
      from pg_stat_user_tables where relname = ${table}`),
  )[0]!;

describe('embedded vacuum', () => {
  it('vacuums a table with many dead rows, as autovacuum would, and leaves a quiet one alone', async () => {
    await db.execute(sql`create table busy (id int primary key, n int)`);
    await db.execute(sql`create table quiet (id int primary key, n int)`);
    await db.execute(sql`insert into busy select g, 0 from generate_series(1, 2000) g`);
    await db.execute(sql`insert into quiet select g, 0 from generate_series(1, 20) g`);
    const vacuum = embeddedVacuum(db, pino({ level: 'silent' }));
    await publishStats();
    await vacuum.runOnce(); // the fresh inserts (and anything else pending) first
    // Every row updated twice: 4,000 dead rows against 2,000 live, far over 50 + 20 %.
    await db.execute(sql`update busy set n = n + 1`);
    await db.execute(sql`update busy set n = n + 1`);
    await db.execute(sql`update quiet set n = n + 1 where id = 1`);
    await publishStats();
    expect((await stats('busy')).n_dead_tup).toBeGreaterThanOrEqual(4000);

    expect(await vacuum.runOnce()).toEqual(['busy']);
    await publishStats();
    expect(await stats('busy')).toEqual({ n_dead_tup: 0, vacuumed: true });
    expect((await stats('quiet')).n_dead_tup).toBe(1);
    // Nothing left to do: the next pass vacuums nothing.
    expect(await vacuum.runOnce()).toEqual([]);
    await vacuum.stop();
  });
});
