import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { newspapers, rowCounts } from '../../db/schema/index.js';
import { resources } from '../../modules/index.js';

const { db } = await createTestApp();
const rowsOf = (query: ReturnType<typeof sql>) => db.execute(query);

describe('row_counts', () => {
  it('is kept by triggers on every group-scoped resource table (a list total depends on it)', async () => {
    // pg_trigger, not information_schema.triggers, which leaves TRUNCATE triggers out.
    const { rows } = await rowsOf(
      sql`select c.relname as t, tg.tgname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid`,
    );
    const names = new Set(rows.map((r) => `${r.t}.${r.name}`));
    for (const resource of resources.filter((r) => r.columns.group)) {
      const table = getTableName(resource.table);
      for (const event of ['insert', 'update', 'delete', 'truncate']) {
        expect(names, `${table} ${event}`).toContain(`${table}.${table}_count_${event}`);
      }
    }
  });

  it('forgets a table’s counts when it is truncated', async () => {
    const group = await createGroup(db, 'Truncated');
    await db.insert(newspapers).values({
      title: 't',
      description: 'd',
      url: 'https://a.ie',
      icon_url: 'https://a.ie/i',
      group_id: group,
    });
    await db.execute(sql`truncate newspapers`);
    const counts = await db
      .select()
      .from(rowCounts)
      .where(sql`${rowCounts.table_name} = 'newspapers'`);
    expect(counts).toEqual([]);
  });
});
