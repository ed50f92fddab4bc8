import { admits, ALL_ROLES, PERMISSION_REFUSED, type RoleId } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../test/fixtures.js';
import { createTestApp } from '../../test/test-app.js';
import { acornDevices, maintenances } from '../db/schema/index.js';
import { resources } from '../modules/index.js';
import { CONTRACTS } from '@acorn/domain/registry';

/**
 * The rules the generated matrix (access-matrix/routes-*.test.ts) does not reach by status alone: the
 * fields each role reads and may change, the contracts' access against the routes', and permission bits.
 */
const { app, db } = await createTestApp();
const group = await createGroup(db, 'Maple Grove Care');
const users = new Map<number, { id: number; headers: { authorization: string } }>();
for (const role of ALL_ROLES) {
  const email = `role${role}@matrix.ie`;
  const id = await createPortalUser(db, { email, roles: [role], group_id: role === 1 ? 1 : group });
  users.set(role, { id, headers: await signIn(app, email) });
}

const routes = app.apiRoutes;

// Field-level reads: every resource whose roles see different fields, with a row of the matrix's group.
const fieldSamples: Record<string, number> = {
  'acorn-devices': (
    await db
      .insert(acornDevices)
      .values({ serial_number: 'R52N70MATRIX', sim_pin: '1234', IMEI: '356938035643809', group_id: group })
      .returning()
  )[0]!.acorn_device_id,
};
const narrowed = resources.filter((r) => r.contract.readView);

describe.each(narrowed)('$name: the fields each role reads', (resource) => {
  const all = Object.keys(resource.row.shape).sort();
  const narrow = [...resource.contract.readView!.fields].sort();
  it.each(ALL_ROLES.filter((role) => admits(resource.contract.access.read, [role])))(
    'role %i',
    async (role) => {
      const fields = admits(resource.contract.readView!.fullFor, [role]) ? all : narrow;
      const base = `/v1/acorn/${resource.contract.name}`;
      const { headers } = users.get(role)!;
      const one = await app.inject({ url: `${base}/${fieldSamples[resource.contract.name]}`, headers });
      expect(Object.keys(one.json()).sort()).toEqual(fields);
      const list = await app.inject({ url: `${base}?page_size=100`, headers });
      for (const item of list.json<{ items: object[] }>().items)
        expect(Object.keys(item).sort()).toEqual(fields);
      if (admits(resource.contract.access.export, [role])) {
        const csv = await app.inject({ url: `${base}/export`, headers });
        expect(csv.body.split(/\r?\n/)[0]!.split(',').sort()).toEqual(fields);
      }
    },
  );
});

// Every contract's actions are served by routes with exactly the contract's access and bits (the page reads the
// same contract: apps/web's contract-offers test), so server and page cannot disagree.
describe.each(CONTRACTS.map((contract) => ({ name: contract.name, contract })))(
  '$name contract',
  ({ contract }) => {
    const base = `/v1/acorn/${contract.name}`;
    it.each([
      ['GET', base, 'read'],
      ['GET', `${base}/export`, 'export'],
      ['GET', `${base}/:id`, 'read'],
      ['POST', base, 'create'],
      ['PUT', `${base}/:id`, 'update'],
      ['DELETE', `${base}/:id`, 'delete'],
    ] as const)('%s %s: the contract’s %s access', (method, url, action) => {
      const route = routes.find((r) => r.method === method && r.url === url);
      // Portal users' PUT is the profile form's route (any signed-in user, their own profile): who may
      // change whom is judged per target there (portal-users.test.ts).
      const shared =
        method === 'PUT' && resources.find((r) => r.contract.name === contract.name)?.updateRoute === false;
      if (shared) expect(route?.access).toBe('signed-in');
      else {
        expect(route?.access).toEqual(contract.access[action]);
        expect(route?.permission).toEqual(contract.permissions?.[action]);
      }
    });
  },
);

// Field-level writes: every resource whose contract lets some roles change only some fields. Each other
// field, sent alone by such a role to a row of its group, is refused by name; each allowed one is not.
const restricted = resources.filter((r) => r.contract.editView);
const editSamples: Record<string, number> = {
  maintenances: (
    await db
      .insert(maintenances)
      .values({ title: 'Matrix boiler', status: 'Pending', group_id: group })
      .returning()
  )[0]!.maintenance_id,
};
const editCases = restricted.flatMap((resource) =>
  ALL_ROLES.filter((role) => admits(resource.contract.access.update, [role])).flatMap((role) => {
    const view = resource.contract.editView!;
    const allowed: readonly string[] | null = admits(view.allFor, [role]) ? null : view.fields;
    return allowed === null
      ? []
      : Object.keys(resource.input.shape)
          .filter((field) => field !== resource.columns.modified.name)
          .map((field) => ({ name: resource.contract.name, role, field, allowed: allowed.includes(field) }));
  }),
);

it('has a sample row for every resource whose roles may change only some fields', () => {
  expect(restricted.map((r) => r.contract.name).sort()).toEqual(Object.keys(editSamples).sort());
  expect(editCases.some((c) => !c.allowed)).toBe(true);
});

describe.each(editCases)('$name: role $role changes $field', ({ name, role, field, allowed }) => {
  it(allowed ? 'is let through' : 'is refused, naming the field', async () => {
    const url = `/v1/acorn/${name}/${editSamples[name]}`;
    const { headers } = users.get(role)!;
    const row = (await app.inject({ url, headers: users.get(1)!.headers })).json<Record<string, unknown>>();
    // The row's own value: a change the rules would accept, so only the field's permission is judged.
    const res = await app.inject({ method: 'PUT', url, headers, payload: { [field]: row[field] ?? null } });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (allowed) expect([401, 403, 404], res.body).not.toContain(res.statusCode);
    else expect(res.json(), res.body).toEqual({ message: `You may not change ${field}.` });
  });
});

it('has a sample row for every resource whose roles read different fields', () => {
  expect(narrowed.map((r) => r.contract.name).sort()).toEqual(Object.keys(fieldSamples).sort());
});

it('covers the routes this issue ships', () => {
  const keys = routes.map((r) => `${r.method} ${r.url}`);
  for (const expected of [
    'POST /v2/acorn/login',
    'GET /v1/acorn/roles',
    'PUT /v1/acorn/roles/:id',
    'GET /v1/acorn/newspapers',
    'DELETE /v1/acorn/newspapers/:id',
    'GET /v1/acorn/newspapers/export',
    // The spec's paths (issue 14): doc 1 §7 and doc 2 §7.
    'GET /v1/acorn/acorn-users',
    'GET /v1/acorn/acorn-users/:id',
    'PUT /v1/acorn/acorn-users/:id',
    'DELETE /v1/acorn/acorn-users/:id',
    'GET /v1/acorn/companion-users',
    'GET /v1/acorn/companion-users/:id',
    'PUT /v1/acorn/companion-users/:id',
    'POST /v1/acorn/message-acorn',
    'POST /v1/acorn/fcm-acorn',
    'POST /v1/acorn/update-acorn',
    'GET /v1/acorn/assignable-roles',
    // The residents screen and the header's popover (issue 17).
    'GET /v1/acorn/residents',
    'GET /v1/acorn/residents/:user_id/check-ins',
    'GET /v1/acorn/residents/:user_id/calls',
    'GET /v1/acorn/residents/:user_id/messages',
    'POST /v1/acorn/residents/:user_id/messages',
    'POST /v1/acorn/residents/:user_id/messages/read',
    'GET /v1/acorn/residents/:user_id/medical',
    'PUT /v1/acorn/residents/:user_id/medical',
    'POST /v1/acorn/residents/:user_id/check-in',
    'POST /v1/acorn/residents/commands',
    'GET /v1/acorn/notifications/items',
    'POST /v1/acorn/notifications/acknowledge',
  ]) {
    expect(keys).toContain(expected);
  }
});

it("gives PUT /acorn-users/{id} the route table's /acorn-users roles (role 1), not the tablets list's", () => {
  const put = routes.find((r) => r.method === 'PUT' && r.url === '/v1/acorn/acorn-users/:id');
  expect(put?.access).toEqual([1]);
});

// Permission bits (issue 19): a route that needs one answers 403 to a role it admits in a group without
// that bit alone, and as before (no 403) in a group without any other bit. Aimed at a row that does not
// exist, so the routes that are let through change nothing.
const guarded = routes.filter((r) => r.permission !== undefined);
const bits = [...new Set(guarded.map((r) => r.permission!))].sort((a, b) => a - b);
const firstAdmitted = (access: (typeof routes)[number]['access']) =>
  ALL_ROLES.find((role) => admits(access, [role]))!;
const withoutBit = new Map<string, { authorization: string }>();
for (const bit of bits) {
  const lacking = await createGroup(db, `Without bit ${bit}`, ALL_PERMISSIONS & ~bit);
  for (const role of new Set(guarded.map((r) => firstAdmitted(r.access)))) {
    const email = `bit${bit}-role${role}@matrix.ie`;
    await createPortalUser(db, { email, roles: [role], group_id: lacking });
    withoutBit.set(`${bit}/${role}`, await signIn(app, email));
  }
}

it('guards newspapers, public events, their calendar, a resident’s activities and reports by bits', () => {
  const keys = guarded.map((r) => `${r.method} ${r.url}`);
  for (const expected of [
    'GET /v1/acorn/newspapers',
    'DELETE /v1/acorn/newspapers/:id',
    'POST /v1/acorn/public-events',
    'GET /v1/acorn/public-events/calendar',
    'GET /v1/acorn/residents/:user_id/events',
    'GET /v1/acorn/reports',
    'POST /v1/acorn/reports',
    'GET /v1/acorn/reports/:id/csv',
    'DELETE /v1/acorn/reports/:id',
  ])
    expect(keys).toContain(expected);
});

describe.each(guarded)('$method $url needs bit $permission', ({ method, url, access, permission }) => {
  const role: RoleId = firstAdmitted(access);
  it.each(bits)(`role ${role} in a group without bit %i`, async (bit) => {
    const res = await app.inject({
      method: method as 'GET',
      url: url.replace(':id', '999999'),
      headers: withoutBit.get(`${bit}/${role}`)!,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (bit === permission) expect(res.json()).toEqual({ message: PERMISSION_REFUSED });
    if (bit === permission) expect(res.statusCode).toBe(403);
    else expect(res.statusCode).not.toBe(403);
  });
});
