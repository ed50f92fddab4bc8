import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../../test/fixtures.js';
import { createTestApp } from '../../../test/test-app.js';
import { roles } from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const maple = await createGroup(db, 'Maple Grove Care');
const shannon = await createGroup(db, 'Shannon Valley Homes');
const adminId = await createPortalUser(db, { email: 'admin@r.ie', roles: [1], group_id: 1 });
const managerId = await createPortalUser(db, { email: 'manager@r.ie', roles: [2], group_id: maple });
const staffId = await createPortalUser(db, { email: 'staff@r.ie', roles: [3, 4], group_id: maple });
const otherId = await createPortalUser(db, { email: 'other@r.ie', roles: [5], group_id: shannon });
const admin = await signIn(app, 'admin@r.ie');
const manager = await signIn(app, 'manager@r.ie');
const staff = await signIn(app, 'staff@r.ie');

const get = (headers: object, url: string) =>
  app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
const put = (headers: object, id: number, roles: number[]) =>
  app.inject({
    method: 'PUT',
    url: `/v1/acorn/roles/${id}`,
    headers: headers as Record<string, string>,
    payload: { roles },
  });

describe('reading roles', () => {
  it('answers [{ role_id, group_id }] for one’s own user, by query or by path', async () => {
    const expected = [
      { role_id: 3, group_id: maple },
      { role_id: 4, group_id: maple },
    ];
    expect((await get(staff, `/v1/acorn/roles?user_id=${staffId}`)).json()).toEqual(expected);
    expect((await get(staff, `/v1/acorn/user-roles/${staffId}`)).json()).toEqual(expected);
  });

  it('refuses another user’s roles to a role without the portal-users screen', async () => {
    expect((await get(staff, `/v1/acorn/roles?user_id=${managerId}`)).statusCode).toBe(403);
  });

  it('shows a manager the roles of their own group only', async () => {
    expect((await get(manager, `/v1/acorn/user-roles/${staffId}`)).statusCode).toBe(200);
    expect((await get(manager, `/v1/acorn/user-roles/${otherId}`)).statusCode).toBe(404);
    expect((await get(admin, `/v1/acorn/user-roles/${otherId}`)).statusCode).toBe(200);
  });
});

describe('PUT /v1/acorn/roles/:id', () => {
  it('replaces a user’s roles in their group', async () => {
    const res = await put(manager, staffId, [4, 3, 5]);
    expect(res.json()).toEqual([3, 4, 5].map((role_id) => ({ role_id, group_id: maple })));
  });

  it('never accepts role 6', async () => {
    const res = await put(admin, staffId, [3, 6]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Role 6 cannot be assigned.' });
  });

  it('lets only role 1 grant or remove role 1', async () => {
    expect((await put(manager, staffId, [1])).statusCode).toBe(403);
    expect((await put(admin, staffId, [1, 3])).statusCode).toBe(200);
    expect((await put(manager, staffId, [3])).statusCode).toBe(403);
    expect((await put(admin, staffId, [3, 4])).statusCode).toBe(200);
  });

  it('lets only role 1 change anything about a role-1 user of the same group, even keeping role 1', async () => {
    const sameGroupAdmin = await createPortalUser(db, { email: 'admin2@r.ie', roles: [1], group_id: maple });
    for (const roles of [[1, 3], [1], [1, 2, 4]]) {
      const res = await put(manager, sameGroupAdmin, roles);
      expect([res.statusCode, res.json()]).toEqual([
        403,
        { message: 'Only an administrator can change or delete an administrator.' },
      ]);
    }
    expect((await get(admin, `/v1/acorn/user-roles/${sameGroupAdmin}`)).json()).toEqual([
      { role_id: 1, group_id: maple },
    ]);
    expect((await put(admin, sameGroupAdmin, [1, 3])).statusCode).toBe(200);
  });

  it('treats another group’s user as not found for a manager', async () => {
    expect((await put(manager, otherId, [5])).statusCode).toBe(404);
    expect((await put(manager, adminId, [2])).statusCode).toBe(404);
  });

  it('is refused to roles without the portal-users screen', async () => {
    expect((await put(staff, staffId, [1])).statusCode).toBe(403);
  });

  it('takes effect on the next request, without signing in again', async () => {
    await put(admin, staffId, [4]);
    const newspapers = await get(staff, '/v1/acorn/newspapers');
    expect(newspapers.statusCode).toBe(403);
    await put(admin, staffId, [3, 4]);
    expect((await get(staff, '/v1/acorn/newspapers')).statusCode).toBe(200);
  });
});

describe('GET /v1/acorn/assignable-roles', () => {
  const offered = async (headers: object) => {
    const res = await get(headers, '/v1/acorn/assignable-roles');
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { role_id: number; description: string }[] }>().items;
  };

  it('offers the roles table’s descriptions, never role 6, and role 1 only to role 1', async () => {
    const all = await offered(admin);
    expect(all.map((r) => r.role_id)).toEqual([1, 2, 3, 4, 5, 7, 8]);
    expect(all[0]).toEqual({ role_id: 1, description: 'Administrator' });
    expect((await offered(manager)).map((r) => r.role_id)).toEqual([2, 3, 4, 5, 7, 8]);
    await db.update(roles).set({ description: 'Editor of newspapers' }).where(eq(roles.role_id, 3));
    expect((await offered(manager)).find((r) => r.role_id === 3)!.description).toBe('Editor of newspapers');
  });

  it('is for the portal users screen’s roles', async () => {
    expect((await get(staff, '/v1/acorn/assignable-roles')).statusCode).toBe(403);
  });
});
