import type { Rule } from '@acorn/domain/shared';
import { signedInStaff, type StaffSpec } from './fixtures.js';
import { expectRulesInOrder } from './resource-checks.js';
import { createTestApp } from './test-app.js';

type Headers = { authorization: string };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Row = Record<string, unknown>;

/** A test app with `staff` signed in, and calls to one resource's routes (`path` after its base URL). */
export async function resourceTestApp<K extends string>(resource: string, staff: Record<K, StaffSpec>) {
  const testApp = await createTestApp();
  const { groups, as } = await signedInStaff(testApp.app, testApp.db, staff);
  const call = (headers: Headers, method: Method, path = '', payload?: object) =>
    testApp.app.inject({
      method,
      url: `/v1/acorn/${resource}${path}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const post = (headers: Headers, body: object) => call(headers, 'POST', '', body);
  /** The spec's rules answer first-failure-first, on create and on update of row `id` (made from `valid`). */
  const expectRules = (
    headers: Headers,
    id: number,
    valid: Row,
    rules: readonly Rule<never>[],
    validate: (row: never) => string | null,
  ) =>
    expectRulesInOrder(
      testApp.app,
      headers,
      resource,
      id,
      valid,
      rules as readonly Rule<Row>[],
      validate as (row: Row) => string | null,
    );
  return { ...testApp, groups, as, call, post, expectRules };
}

/**
 * The cast most resource tests sign in, named as each test calls them: the administrator (role 1, in the
 * operator's group), a `member` of the screen's `role` in Maple Grove, an `outsider` of the same role in
 * Shannon Valley (another group; 'outsider' unless named), and an `other` user in Maple Grove, of a role of
 * its own.
 */
export function groupCast<
  const M extends string,
  const X extends string,
  const O extends string = 'outsider',
>(cast: { role: number; member: M; outsider?: O; other: readonly [X, number] }) {
  const [other, otherRole] = cast.other;
  // O is 'outsider' exactly when no other name is given.
  const outsider = cast.outsider ?? ('outsider' as O);
  const staff = {} as Record<'admin' | M | O | X, StaffSpec>;
  // In this order: the users are created so, and their ids follow it.
  staff.admin = { roles: [1], group: 'acorn' };
  staff[cast.member] = { roles: [cast.role], group: 'maple' };
  staff[outsider] = { roles: [cast.role], group: 'shannon' };
  staff[other] = { roles: [otherRole], group: 'maple' };
  return staff;
}
