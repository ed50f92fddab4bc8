import { PART_COUNT_FIELDS } from '@acorn/domain/parts';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-parts');
const { call, create, as } = kit;
const valid = { comments: 'Stock take November', tablet: 12, charger: 30 };

describe('acorn-parts', () => {
  it('counts stock in non-negative whole numbers, 0 until counted or when emptied', async () => {
    const part = await create(valid);
    expect(part).toMatchObject({ ...valid, cover: 0, shipping_bag: 0 });
    for (const field of PART_COUNT_FIELDS) expect(Number.isInteger(part[field])).toBe(true);
    const emptied = await call(as.admin, 'PUT', `/${part.acorn_part_id}`, { tablet: '', charger: null });
    expect(emptied.json()).toMatchObject({ tablet: 0, charger: 0 });
    for (const bad of [-1, 2.5, 'ten'])
      expect((await call(as.admin, 'POST', '', { ...valid, stand: bad })).statusCode).toBe(400);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_part_id', valid));
});
