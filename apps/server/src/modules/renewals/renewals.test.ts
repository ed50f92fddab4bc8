import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-renewals');
const { call, create, as } = kit;
const valid = { acorn_id: 'ACORN-0042', order_no: 'ORD-2026-017', billing_email: 'accounts@scc.ie' };

describe('acorn-renewals', () => {
  it('derives the contract renewal date on every save, 29 February included', async () => {
    const renewal = await create({
      ...valid,
      contract_start_date: '2028-02-29',
      contract_renewal_date: '2099-01-01', // not input: derived
    });
    expect(renewal).toMatchObject({ contract_renewal_date: '2029-02-28', is_reminder: false });
    const id = renewal.acorn_renewal_id as number;
    const moved = await call(as.admin, 'PUT', `/${id}`, { contract_start_date: '2026-11-21' });
    expect(moved.json().contract_renewal_date).toBe('2027-11-21');
    const kept = await call(as.admin, 'PUT', `/${id}`, { notes: 'Reminder sent' });
    expect(kept.json().contract_renewal_date).toBe('2027-11-21');
    const cleared = await call(as.admin, 'PUT', `/${id}`, { contract_start_date: '' });
    expect(cleared.json().contract_renewal_date).toBeNull();
    expect(
      (await call(as.admin, 'POST', '', { ...valid, contract_start_date: '2026-02-30' })).statusCode,
    ).toBe(400);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_renewal_id', valid));
});
