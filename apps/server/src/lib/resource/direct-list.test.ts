import { listResponseSchema } from '@acorn/domain/shared';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { seedDemo } from '../../setup/seed/demo.js';
import { resources } from '../../modules/index.js';
import { directListBody, listPage } from './list-query.js';
import { toApi } from './serialize.js';

const { db } = await createTestApp();
await seedDemo(db, { passwordHash: 'not-a-hash', today: new Date('2026-11-21T09:00:00Z') });
const direct = resources.flatMap((def) => {
  const body = directListBody(def);
  return body ? [{ def, body }] : [];
});

/** What the schema-serialised route answers: rows through toApi, then the response schema, as JSON. */
async function serialised(def: (typeof resources)[number], params: Parameters<typeof listPage>[2]) {
  const { items, total } = await listPage(db, def, params, null);
  const shaped = listResponseSchema(def.row).parse({ items: items.map((r) => toApi(def.table, r)), total });
  return JSON.parse(JSON.stringify(shaped)) as unknown;
}

describe('lists written by the database (directListBody)', () => {
  it('serve the tables the benchmark measures', () => {
    const names = direct.map(({ def }) => def.contract.name);
    expect(names).toContain('acorn-devices');
    expect(names).toContain('newspapers');
  });

  it.each(direct.map(({ def, body }) => [def.contract.name, def, body] as const))(
    '%s: the same body as the schema-serialised list',
    async (_name, def, body) => {
      // A stored instant with microseconds: both ways truncate it to milliseconds.
      await db.execute(
        sql.raw(
          `update ${getTableName(def.table)} set ${def.columns.modified.name} = '2026-11-20 10:00:00.123999+00'
           where ${def.columns.id.name} = (select min(${def.columns.id.name}) from ${getTableName(def.table)})`,
        ),
      );
      for (const params of [
        { page: 1, page_size: 100 },
        { page: 1, page_size: 5, sort: def.columns.id.name, order: 'asc' as const },
        { page: 2, page_size: 5, q: 'a' },
      ]) {
        const expected = await serialised(def, params);
        expect(JSON.parse(String(await body(db, params, null))), JSON.stringify(params)).toEqual(expected);
      }
      const first = (await serialised(def, { page: 1, page_size: 100 })) as { items: unknown[] };
      expect(first.items.length, 'demo rows to compare').toBeGreaterThan(0);
    },
  );
});
