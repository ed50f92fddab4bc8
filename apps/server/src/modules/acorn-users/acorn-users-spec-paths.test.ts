import type { ResidentDetail, UserDeleted, UsersList } from '@acorn/domain/residents';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { createTablets } from '../../../test/tablets.js';
import { createTestApp } from '../../../test/test-app.js';
import { acornUsers } from '../../db/schema/index.js';

// The spec's /acorn-users calls (doc 1 §7, doc 2 §7) answer exactly what /users answers: one handler each.
const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  editor: { roles: [3], group: 'maple' },
});
const maple = await createTablets(db, groups.maple, 3);
const shannon = await createTablets(db, groups.shannon, 2);
const [companion] = await db
  .insert(acornUsers)
  .values({ user_type: 1, group_id: groups.maple, firstname: 'Susan', surname: 'Reilly' })
  .returning();

type Method = 'GET' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers = as.manager, payload?: object) =>
  app.inject({ method, url: `/v1/acorn${url}`, headers, ...(payload ? { payload } : {}) });

describe('GET /v1/acorn/acorn-users', () => {
  it("answers the tablets list's get-all shape, filtered by user_type and group_id", async () => {
    const query = `?user_type=2&group_id=${groups.maple}`;
    const res = await call('GET', `/acorn-users${query}`, as.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UsersList>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'users',
        'deviceDetails',
        'device_counter',
        'groups',
        'online_now',
        'online_1day',
        'online_1week',
        'online_1month',
        'offline_1month',
        // Not in the spec's list: the Unknown bucket, so the status counts add up to the total.
        'unknown',
      ].sort(),
    );
    expect(body.users.map((u) => u.user_id).sort()).toEqual(maple.map((t) => t.user_id).sort());
    expect(body).toEqual((await call('GET', `/users${query}`, as.admin)).json());
    const companions = (await call('GET', '/acorn-users?user_type=1', as.admin)).json<UsersList>();
    expect(companions.users.map((u) => u.user_id)).toEqual([companion!.user_id]);
  });

  it("keeps role 2 to its group: another group's group_id selects nothing", async () => {
    const own = (await call('GET', '/acorn-users?user_type=2')).json<UsersList>();
    expect(own.device_counter).toBe(3);
    const other = await call('GET', `/acorn-users?group_id=${groups.shannon}`);
    expect(other.statusCode).toBe(200);
    expect(other.json<UsersList>()).toMatchObject({ users: [], device_counter: 0, deviceDetails: [] });
    expect(other.body).not.toContain('Shannon');
  });

  it('refuses a role the tablets list does not admit, and a bad query with a message', async () => {
    expect((await call('GET', '/acorn-users', as.editor)).statusCode).toBe(403);
    const bad = await call('GET', '/acorn-users?user_type=9');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^Invalid /);
  });
});

describe('GET /v1/acorn/acorn-users/:id', () => {
  it("answers the get-one shape, as /users/{id} does; another group's user is 404", async () => {
    const id = maple[0]!.user_id;
    const res = await call('GET', `/acorn-users/${id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json<ResidentDetail>();
    expect(Object.keys(detail).sort()).toEqual(
      ['user', 'user_contacts', 'user_details', 'user_device', 'user_metrics'].sort(),
    );
    expect(detail).toEqual((await call('GET', `/users/${id}`)).json());
    expect((await call('GET', `/acorn-users/${shannon[0]!.user_id}`)).statusCode).toBe(404);
    expect((await call('GET', `/acorn-users/${id}`, as.editor)).statusCode).toBe(403);
    expect((await call('GET', '/acorn-users/abc')).statusCode).toBe(404);
  });
});

describe('PUT /v1/acorn/acorn-users/:id', () => {
  it("saves the spec's body (user and user_details) for role 1, answering the get-one shape", async () => {
    const id = maple[1]!.user_id;
    const res = await call('PUT', `/acorn-users/${id}`, as.admin, {
      user: { firstname: 'Maura', surname: 'Byrne' },
      user_details: { is_play_store: true, extra_accessories: 'Glasses' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResidentDetail>()).toMatchObject({
      user: { user_id: id, firstname: 'Maura', surname: 'Byrne' },
      user_details: { is_play_store: true, extra_accessories: 'Glasses' },
    });
  });

  it("keeps the Users table's Active switch: a bare is_active, answered with the flag", async () => {
    const id = maple[2]!.user_id;
    const res = await call('PUT', `/acorn-users/${id}`, as.admin, { is_active: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user_id: id, is_active: false });
    const [row] = await db.select().from(acornUsers).where(eq(acornUsers.user_id, id));
    expect(row!.is_active).toBe(false);
  });

  it('is role 1 only, as the route table gives /acorn-users', async () => {
    const id = maple[0]!.user_id;
    for (const headers of [as.manager, as.editor]) {
      expect((await call('PUT', `/acorn-users/${id}`, headers, { is_active: false })).statusCode).toBe(403);
      const spec = await call('PUT', `/acorn-users/${id}`, headers, { user: { firstname: 'X' } });
      expect(spec.statusCode).toBe(403);
    }
  });

  it('refuses bad bodies with a message, and a rule the form runs with its own', async () => {
    const id = maple[0]!.user_id;
    for (const body of [{}, { is_active: 'no' }, { is_active: true, surname: 'X' }, { user: 'Mary' }]) {
      const res = await call('PUT', `/acorn-users/${id}`, as.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid /);
    }
    const blank = await call('PUT', `/acorn-users/${id}`, as.admin, { user: { firstname: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Firstname cannot be empty.' });
    expect((await call('PUT', '/acorn-users/999999', as.admin, { is_active: true })).statusCode).toBe(404);
  });
});

describe('DELETE /v1/acorn/acorn-users/:id', () => {
  it('deletes as /users/{id} does, answering is_active; role 1 only', async () => {
    const id = shannon[1]!.user_id;
    expect((await call('DELETE', `/acorn-users/${id}`)).statusCode).toBe(403);
    const res = await call('DELETE', `/acorn-users/${id}`, as.admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<UserDeleted>()).toMatchObject({ user_id: id, is_active: false });
    expect((await call('DELETE', '/acorn-users/999999', as.admin)).statusCode).toBe(404);
  });
});

it("documents the spec's paths in the OpenAPI document, each tagged", async () => {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
  for (const [path, methods] of [
    ['/v1/acorn/acorn-users', ['get']],
    ['/v1/acorn/acorn-users/{id}', ['get', 'put', 'delete']],
    ['/v1/acorn/companion-users', ['get']],
    ['/v1/acorn/companion-users/{id}', ['get', 'put']],
    ['/v1/acorn/message-acorn', ['post']],
    ['/v1/acorn/fcm-acorn', ['post']],
    ['/v1/acorn/update-acorn', ['post']],
    ['/v1/acorn/assignable-roles', ['get']],
  ] as const) {
    for (const method of methods) expect(paths[path]?.[method]?.tags?.length, `${method} ${path}`).toBe(1);
  }
});
