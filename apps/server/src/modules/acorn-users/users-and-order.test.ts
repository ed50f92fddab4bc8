import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornDevices, acornUsers, auditLog } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

const { app, db } = await createTestApp();
const {
  groups: { maple, shannon },
  as: { admin, manager },
} = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});

const resident = (surname: string, group_id: number, acorn_id: string | null) => ({
  user_type: 2,
  firstname: 'Mary',
  surname,
  acorn_id,
  group_id,
});
const [byrne] = await db
  .insert(acornUsers)
  .values([
    resident('Byrne', maple, 'AC-1'),
    resident('Allen', maple, null),
    resident('Walsh', shannon, 'AC-2'),
    { ...resident('Companion', maple, null), user_type: 1 },
  ])
  .returning();
await db.insert(acornDevices).values([
  {
    serial_number: 'S1',
    acorn_id: 'AC-1',
    order_no: 'ORD-7',
    sim_activation_date: '2026-02-01',
    group_id: maple,
  },
  { serial_number: 'S2', acorn_id: 'AC-1', order_no: 'ORD-9', group_id: shannon }, // same id, other group
]);

const list = (query = '') =>
  app.inject({ method: 'GET', url: `/v1/acorn/acorn-users-and-order${query}`, headers: admin });
const surnames = (res: { json: () => { items: { surname: string }[] } }) =>
  res.json().items.map((u) => u.surname);

describe('the Users table (residents and their orders)', () => {
  it('joins each resident to the device and order of their own group, 50 a page', async () => {
    const res = await list(`?group_id=${maple}`);
    expect(res.json().total).toBe(2);
    expect(surnames(res)).toEqual(['Allen', 'Byrne']);
    expect(res.json().items[1]).toMatchObject({
      acorn_id: 'AC-1',
      order_no: 'ORD-7',
      sim_activation_date: '2026-02-01',
      is_active: true,
    });
    expect(res.json().items[0]).toMatchObject({ order_no: null });
  });

  it('sorts and searches in the database, orders included', async () => {
    expect(surnames(await list('?sort=surname&order=desc'))).toEqual(['Walsh', 'Byrne', 'Allen']);
    expect(surnames(await list('?q=ord-7'))).toEqual(['Byrne']);
    expect((await list('?sort=password_hash')).statusCode).toBe(400);
    expect((await list('?page=9')).json()).toEqual({ items: [], total: 3 });
  });

  it('switches a resident’s Active flag, audited; nothing else can be sent here', async () => {
    const put = (body: object, headers = admin) =>
      app.inject({ method: 'PUT', url: `/v1/acorn/acorn-users/${byrne!.user_id}`, headers, payload: body });
    expect((await put({ is_active: false })).json()).toEqual({ user_id: byrne!.user_id, is_active: false });
    expect((await list(`?q=Byrne`)).json().items[0].is_active).toBe(false);
    expect((await put({ is_active: true, surname: 'X' })).statusCode).toBe(400);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, 'acorn-users'));
    expect(audit).toHaveLength(1);
  });

  it('is role 1’s', async () => {
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/acorn-users-and-order', headers: manager });
    expect(res.statusCode).toBe(403);
  });
});
