import { describe, expect, it } from 'vitest';
import { recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-orders');
const { app, create, as, groups } = kit;
const get = (headers: { authorization: string }, url: string) =>
  app.inject({ method: 'GET', url: `/v1/acorn/${url}`, headers });

describe('pickers', () => {
  it('list each order number once, sorted, from the groups the caller may see', async () => {
    for (const order_no of ['ORD-2', 'ORD-1', 'ORD-2']) await create({ order_no });
    await create({ order_no: 'ORD-9', group_id: groups.maple });
    expect((await get(as.admin, 'acorn-order-names')).json().items).toEqual([
      { order_no: 'ORD-1' },
      { order_no: 'ORD-2' },
      { order_no: 'ORD-9' },
    ]);
    const maple = await get(as.admin, `acorn-order-names?group_id=${groups.maple}`);
    expect(maple.json().items).toEqual([{ order_no: 'ORD-9' }]);
    expect((await get(as.admin, 'acorn-order-names?q=-1')).json().items).toEqual([{ order_no: 'ORD-1' }]);
    expect((await get(as.manager, 'acorn-order-names')).statusCode).toBe(403);
  });

  it('offer renewals the devices’ acorn ids with their order', async () => {
    const device = (body: object) =>
      app.inject({ method: 'POST', url: '/v1/acorn/acorn-devices', headers: as.admin, payload: body });
    await device({ serial_number: 'S1', acorn_id: 'ACORN-7', order_no: 'ORD-1', owner_name: 'Mary' });
    await device({ serial_number: 'S2' }); // no acorn id: nothing to pick
    const res = await get(as.admin, 'acorn-renewals-order-device');
    expect(res.json().items).toEqual([
      { acorn_id: 'ACORN-7', order_no: 'ORD-1', sim_number: 'WIFI', owner_name: 'Mary' },
    ]);
    expect((await get(as.manager, 'acorn-renewals-order-device')).statusCode).toBe(403);
  });
});
