import { ORGANIZATION_TYPES } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../records/records-test-kit.js';

const kit = await recordsTestApp('acorn-customers');
const { call, create, as } = kit;
const valid = { organization_name: 'Sligo Community Care', organization_type: 'NGO', email: 'info@scc.ie' };

describe('acorn-customers', () => {
  it('takes the spec’s organisation types only, and no other validation', async () => {
    for (const organization_type of ORGANIZATION_TYPES) await create({ ...valid, organization_type });
    expect((await call(as.admin, 'POST', '', { ...valid, organization_type: 'Pub' })).statusCode).toBe(400);
    expect(await create({})).toMatchObject({ organization_name: null, notes: null });
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_customer_id', valid));
});
