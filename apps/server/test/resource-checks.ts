import type { Rule } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Row = Record<string, unknown>;
type Headers = { authorization: string };

/**
 * The spec's rules come first-failure-first, in order: for each rule, its field and every later one are
 * emptied (alternately '' and whitespace), and the answer must be that rule's message — from the domain
 * function, and as a 400 from the API on create and on update alike.
 */
export async function expectRulesInOrder(
  app: FastifyInstance,
  headers: Headers,
  resource: string,
  id: number,
  valid: Row,
  rules: readonly Rule<Row>[],
  validate: (row: Row) => string | null,
) {
  const cases = rules.map((rule, i): [Row, string] => {
    const body: Row = { ...valid };
    for (const later of rules.slice(i)) body[later.field] = i % 2 ? '  \t' : '';
    return [body, rule.message];
  });
  await expectMessages(app, headers, resource, id, cases, validate);
}

/** Each body is refused with its message: by the domain function, and as a 400 on create and update. */
export async function expectMessages(
  app: FastifyInstance,
  headers: Headers,
  resource: string,
  id: number,
  cases: readonly (readonly [Row, string])[],
  validate: (row: Row) => string | null,
) {
  for (const [body, message] of cases) {
    expect(validate(body), message).toBe(message);
    for (const [method, url] of [
      ['POST', `/v1/acorn/${resource}`],
      ['PUT', `/v1/acorn/${resource}/${id}`],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload: body });
      expect([res.statusCode, res.json()], `${method} ${message}`).toEqual([400, { message }]);
    }
  }
}

/**
 * Another group's row is 404 for read, update and delete; a role-1 user reaches it. Where the outsider's
 * role may only read (`writes: 403`), its writes are refused before any row is looked up.
 */
export async function expectGroupScoped(
  app: FastifyInstance,
  resource: string,
  id: number,
  outsider: Headers,
  admin: Headers,
  writes: 403 | 404 = 404,
) {
  const url = `/v1/acorn/${resource}/${id}`;
  expect((await app.inject({ method: 'GET', url, headers: outsider })).statusCode).toBe(404);
  expect((await app.inject({ method: 'PUT', url, headers: outsider, payload: {} })).statusCode).toBe(writes);
  expect((await app.inject({ method: 'DELETE', url, headers: outsider })).statusCode).toBe(writes);
  expect((await app.inject({ method: 'GET', url, headers: admin })).statusCode).toBe(200);
}
