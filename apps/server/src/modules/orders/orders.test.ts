import { ORDER_DEFAULTS, orderRules, validateOrder } from '@acorn/domain/orders';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-orders');
const { call, create, as } = kit;
const valid = { order_no: 'ORD-2026-017', organization_name: 'Mayo Day Care', contact_name: 'Ann Walsh' };

describe('acorn-orders', () => {
  it('needs an order number, in the spec’s words', async () => {
    await kit.expectRules('acorn_order_id', valid, orderRules, validateOrder);
  });

  it('starts as an Order, not shipped and not paid; keeps EUR amounts to the cent', async () => {
    const order = await create({ ...valid, total_order_value: 1249.5, amount_paid: 300, wifi_qty: 4 });
    expect(order).toMatchObject({
      ...ORDER_DEFAULTS,
      total_order_value: 1249.5,
      amount_paid: 300,
      wifi_qty: 4,
    });
    const quote = await call(as.admin, 'PUT', `/${order.acorn_order_id}`, { priority: 'Expire Quote' });
    expect(quote.json().priority).toBe('Expire Quote');
    expect((await call(as.admin, 'POST', '', { ...valid, priority: 'Sold' })).statusCode).toBe(400);
    expect((await call(as.admin, 'POST', '', { ...valid, is_paid: null })).statusCode).toBe(400);
    expect((await call(as.admin, 'POST', '', { ...valid, organization_type: 'Pub' })).statusCode).toBe(400);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'acorn_order_id', valid));
});
