import type { Rule } from '@acorn/domain/shared';
import { expect } from 'vitest';
import { groupCast, resourceTestApp } from './resource-test-app.js';

type Headers = { authorization: string };
type Row = Record<string, unknown>;

/**
 * The administration tables' tests share one cast: role 1 in the operator's group, a manager (role 2) in
 * Maple Grove, another in Shannon Valley, and a role-4 content editor.
 */
export async function recordsTestApp(resource: string) {
  const { app, db, groups, as, call, ...kit } = await resourceTestApp(
    resource,
    groupCast({ role: 2, member: 'manager', other: ['content', 4] }),
  );
  /** Creates a row as `headers` (role 1 unless told) and answers it, failing on anything but 201. */
  const create = async (body: object, headers: Headers = as.admin): Promise<Row> => {
    const res = await call(headers, 'POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** The spec's rules answer first-failure-first, on add and on update of a row created from `valid`. */
  const expectRules = async (
    idField: string,
    valid: Row,
    rules: readonly Rule<never>[],
    validate: (row: never) => string | null,
  ) => {
    const id = (await create(valid))[idField] as number;
    await kit.expectRules(as.admin, id, valid, rules, validate);
  };
  return { app, db, groups, as, call, create, expectRules };
}

type Kit = Awaited<ReturnType<typeof recordsTestApp>>;

/**
 * A role-1 table (spec doc 1 §6): every other role is refused; role 1 reads and writes every group's
 * rows (a new row takes its own group unless told), filters by group, and exports CSV.
 */
export async function expectAdminOnly(kit: Kit, idField: string, valid: Row) {
  const { call, create, as, groups } = kit;
  for (const other of [as.manager, as.content]) {
    expect((await call(other, 'GET')).statusCode).toBe(403);
    expect((await call(other, 'POST', '', valid)).statusCode).toBe(403);
  }
  const own = await create(valid);
  expect(own.group_id).toBe(groups.acorn);
  const maple = await create({ ...valid, group_id: groups.maple });
  const id = maple[idField] as number;
  expect((await call(as.manager, 'GET', `/${id}`)).statusCode).toBe(403);
  expect((await call(as.manager, 'PUT', `/${id}`, valid)).statusCode).toBe(403);
  expect((await call(as.manager, 'DELETE', `/${id}`)).statusCode).toBe(403);

  const listed = (await call(as.admin, 'GET', `?group_id=${groups.maple}&page_size=100`)).json();
  expect(listed.items.map((r: Row) => r.group_id)).toEqual(listed.items.map(() => groups.maple));
  expect(listed.items.map((r: Row) => r[idField])).toContain(id);

  const csv = await call(as.admin, 'GET', '/export');
  expect(csv.statusCode).toBe(200);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.body.split('\n')[0]).toContain(idField);
  expect(csv.body).toContain(String(valid[Object.keys(valid)[0]!]));

  expect((await call(as.admin, 'DELETE', `/${id}`)).statusCode).toBe(204);
  expect((await call(as.admin, 'GET', `/${id}`)).statusCode).toBe(404);
}
