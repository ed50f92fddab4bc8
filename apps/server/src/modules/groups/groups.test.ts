import { PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS, groupRules, PROTECTED_GROUP_MESSAGE, validateGroup } from '@acorn/domain/groups';
import type { Rule } from '@acorn/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { expectRulesInOrder } from '../../../test/resource-checks.js';
import { createTestApp } from '../../../test/test-app.js';

const { app, db } = await createTestApp();
const {
  groups: { maple },
  as: { admin, manager },
} = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});

type Headers = { authorization: string };
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path = '', payload?: object) =>
  app.inject({ method, url: `/v1/acorn/groups${path}`, headers, ...(payload ? { payload } : {}) });
const valid = { title: 'Riverside Nursing Home', description: 'Limerick, 40 residents' };

describe('groups', () => {
  it('needs a title, then a description', async () => {
    const { group_id } = (await call(admin, 'POST', '', valid)).json();
    await expectRulesInOrder(
      app,
      admin,
      'groups',
      group_id,
      { ...valid, title: 'Another home' },
      groupRules as readonly Rule<Record<string, unknown>>[],
      validateGroup,
    );
  });

  it('keeps permission bits, within the known ones', async () => {
    const bits = PERMISSION.READ_REPORT | PERMISSION.ADD_PUBLIC_EVENTS;
    const res = await call(admin, 'POST', '', {
      title: 'Hillview',
      description: 'Sligo',
      group_permissions: bits,
    });
    expect(res.json()).toMatchObject({ group_permissions: bits });
    expect(res.json()).not.toHaveProperty('enrolment_secret_hash');
    const bad = await call(admin, 'PUT', `/${res.json().group_id}`, {
      group_permissions: ALL_PERMISSIONS + 1,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to edit or delete Acorn Group', async () => {
    for (const [method, body] of [
      ['PUT', { description: 'Renamed' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(admin, method, '/1', body);
      expect([res.statusCode, res.json()]).toEqual([403, { message: PROTECTED_GROUP_MESSAGE }]);
    }
    expect((await call(admin, 'GET', '/1')).json()).toMatchObject({ title: 'Acorn Group' });
  });

  it('refuses a second group of the same name, and deleting a group still in use', async () => {
    expect((await call(admin, 'POST', '', { ...valid, title: 'Acorn Group' })).statusCode).toBe(409);
    const inUse = await call(admin, 'DELETE', `/${maple}`);
    expect([inUse.statusCode, inUse.json()]).toEqual([
      409,
      { message: 'This record is still in use by other records and cannot be deleted.' },
    ]);
    const { group_id } = (await call(admin, 'POST', '', { title: 'Short-lived', description: 'x' })).json();
    expect((await call(admin, 'DELETE', `/${group_id}`)).statusCode).toBe(204);
  });

  it('is for role 1 only', async () => {
    expect((await call(manager, 'GET')).statusCode).toBe(403);
    expect((await call(manager, 'POST', '', valid)).statusCode).toBe(403);
  });
});
