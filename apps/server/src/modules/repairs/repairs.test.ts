import { REPAIR_STATUSES } from '@acorn/domain/repairs';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-repairs');
const { call, create, as } = kit;
const valid = { acorn_id: 'ACORN-0042', problem_description: 'Cracked screen', cost: 89.99 };

describe('acorn-repairs', () => {
  it('starts Not Started, moves through the spec’s statuses only, and keeps the cost in EUR', async () => {
    const repair = await create(valid);
    expect(repair).toMatchObject({ ...valid, repair_status: 'Not Started', paid: false, warranty: false });
    for (const repair_status of REPAIR_STATUSES) {
      const res = await call(as.admin, 'PUT', `/${repair.acorn_repair_id}`, { repair_status });
      expect(res.json().repair_status).toBe(repair_status);
    }
    expect((await call(as.admin, 'POST', '', { ...valid, repair_status: 'Lost' })).statusCode).toBe(400);
    const filtered = (await call(as.admin, 'GET', '?repair_status=Finished')).json();
    expect(filtered.items.map((r: { acorn_repair_id: number }) => r.acorn_repair_id)).toEqual([
      repair.acorn_repair_id,
    ]);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_repair_id', valid));
});
