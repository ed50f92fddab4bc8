import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.js';
import { groups } from '../../db/schema/index.js';
import { devices } from '../../modules/devices/devices-resource.js';
import { directListBody, listPage, SEEK_FROM_ROW, type ListParams } from './list-query.js';

const { db } = await createTestApp();
const [maple, oak] = await db
  .insert(groups)
  .values([
    { title: 'Maple', description: 'test' },
    { title: 'Oak', description: 'test' },
  ])
  .returning();
// 3,000 devices in two groups, with ties: every 7 share a modified time and every 5 a serial number,
// and a third have no owner (a nullable sort key).
await db.execute(sql`
  insert into acorn_devices (serial_number, owner_name, group_id, last_modified_date)
  select 'R' || (n / 5), case when n % 3 = 0 then null else 'Resident ' || (n % 400) end,
         case when n % 4 = 0 then ${oak!.group_id}::int else ${maple!.group_id}::int end,
         timestamptz '2026-11-01 00:00:00+00' - ((n / 7) || ' seconds')::interval
  from generate_series(1, 3000) n`);

/** The ids of a page read with OFFSET, the plain way, as the reference. */
async function byOffset(order: string, where: string, page: number, size: number) {
  const result = await db.execute<{ id: number }>(
    sql.raw(`select acorn_device_id as id from acorn_devices ${where} order by ${order}
             limit ${size} offset ${(page - 1) * size}`),
  );
  return result.rows.map((r) => Number(r.id));
}
const body = directListBody(devices)!;
const idsOf = async (params: ListParams, scope: number | null) =>
  (JSON.parse(String(await body(db, params, scope))) as { items: { acorn_device_id: number }[] }).items.map(
    (i) => i.acorn_device_id,
  );

describe(`deep pages (from row ${SEEK_FROM_ROW} on, a seek to the page's first row)`, () => {
  const cases = [
    {
      name: 'newest first, all groups',
      params: {},
      order: 'last_modified_date desc, acorn_device_id desc',
      where: '',
      scope: null,
    },
    {
      name: 'by serial number, ascending, ties broken by id',
      params: { sort: 'serial_number', order: 'asc' as const },
      order: 'lower(serial_number) asc, acorn_device_id asc',
      where: '',
      scope: null,
    },
    {
      name: 'descending text, one group (role 2)',
      params: { sort: 'serial_number', order: 'desc' as const },
      order: 'lower(serial_number) desc, acorn_device_id desc',
      where: `where group_id = ${maple!.group_id}`,
      scope: maple!.group_id,
    },
    {
      name: 'a nullable key (OFFSET as before)',
      params: { sort: 'owner_name', order: 'asc' as const },
      order: 'lower(owner_name) asc nulls last, acorn_device_id asc',
      where: '',
      scope: null,
    },
  ];

  it.each(cases)('$name: every page as OFFSET reads it, across the switch and past the end', async (c) => {
    for (const [page, size] of [
      [10, 100], // 900 skipped: OFFSET
      [11, 100], // 1,000: the first sought page
      [12, 100],
      [20, 100],
      [23, 100], // the last, partial for a group
      [31, 100], // past the end: empty
      [41, 50],
    ] as const) {
      const expected = await byOffset(c.order, c.where, page, size);
      const params = { page, page_size: size, ...c.params };
      expect(await idsOf(params, c.scope), `page ${page} of ${size}`).toEqual(expected);
      const parsed = await listPage(db, devices, params, c.scope);
      expect(parsed.items.map((r) => r.acorn_device_id)).toEqual(expected);
    }
  });
});
