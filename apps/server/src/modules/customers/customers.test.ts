import { CUSTOMER_NAME_EMPTY, ORGANIZATION_TYPES } from '@acorn/domain/customers';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-customers');
const { call, create, as } = kit;
const valid = { organization_name: 'Sligo Community Care', organization_type: 'NGO', email: 'info@scc.ie' };

describe('acorn-customers', () => {
  it('takes the spec’s organisation types only', async () => {
    for (const organization_type of ORGANIZATION_TYPES) await create({ ...valid, organization_type });
    expect((await call(as.admin, 'POST', '', { ...valid, organization_type: 'Pub' })).statusCode).toBe(400);
  });

  it('needs an organisation name or a contact name, on add and on update', async () => {
    const message = { message: CUSTOMER_NAME_EMPTY };
    for (const body of [{}, { organization_name: ' ', contact_name: '' }]) {
      const res = await call(as.admin, 'POST', '', body);
      expect([res.statusCode, res.json()]).toEqual([400, message]);
    }
    expect(await create({ contact_name: 'Mary Byrne' })).toMatchObject({
      organization_name: null,
      notes: null,
    });
    const { acorn_customer_id } = await create(valid);
    const cleared = await call(as.admin, 'PUT', `/${acorn_customer_id}`, { organization_name: '' });
    expect([cleared.statusCode, cleared.json()]).toEqual([400, message]);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_customer_id', valid));
});
