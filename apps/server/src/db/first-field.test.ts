import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { firstField } from './first-field.js';
import { PGliteThread, threadOf } from './pglite-thread.js';

// The embedded engine's fast path, whatever DATABASE_URL says (the list tests cover both engines).
const database = await openDatabase({});
const { db } = database;
const thread = threadOf(db)!;
afterAll(() => database.close());

describe('firstField on the embedded database', () => {
  it('takes the worker’s fast path and answers the bytes PostgreSQL wrote', async () => {
    expect(thread).toBeInstanceOf(PGliteThread);
    const body = await firstField(
      db,
      sql`select json_build_object('n', ${41}::int + 1, 'q', ${'Tea'}::text)::text`,
    );
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(String(body)).toBe('{"n" : 42, "q" : "Tea"}');
    expect(await firstField(db, sql`select ${null}::text`)).toBeNull();
  });

  it('throws PostgreSQL’s error with its code, and the statement still works after a bad parameter', async () => {
    const text = 'select $1::int * 2';
    await expect(thread.firstField(text, ['x'])).rejects.toMatchObject({
      code: '22P02',
      message: expect.stringContaining('invalid input syntax for type integer') as string,
    });
    // Parsed the first time even though the bind failed: the named statement is reused, not made again.
    expect(String(await thread.firstField(text, ['21']))).toBe('42');
    await expect(thread.firstField('select 1/0', [])).rejects.toMatchObject({ code: '22012' });
    await expect(thread.firstField('selec 1', [])).rejects.toMatchObject({ code: '42601' });
    await expect(thread.firstField('select 1 where false', [])).rejects.toThrow('no row');
    // And the connection is in a clean state for ordinary queries.
    expect((await thread.query('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });

  it('falls back to an ordinary query for a parameter that is not plain text, a number or a boolean', async () => {
    const at = new Date('2026-11-22T09:30:00Z');
    const body = await firstField(db, sql`select (${at}::timestamptz = '2026-11-22 09:30:00+00')::text`);
    expect(body).toBe('true');
  });
});
