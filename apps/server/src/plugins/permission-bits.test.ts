import {
  NEWSPAPER_PERMISSIONS,
  PERMISSION,
  PERMISSION_REFUSED,
  PUBLIC_EVENT_PERMISSIONS,
  type ActionPermissions,
} from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGroup, createPortalUser, signIn } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { groups } from '../db/schema/index.js';

const embedded = await createTestApp();
const { app, db } = embedded;
const admin = await signedIn(embedded, 'admin@bits.test', 1, [1]);

async function signedIn(t: TestApp, email: string, group: number, roles = [1]) {
  await createPortalUser(t.db, { email, roles, group_id: group });
  return signIn(t.app, email);
}

// Valid rows of each area, so that what the bits let through succeeds (the test clock is 2026-11-21).
const AREAS: { name: string; bits: ActionPermissions; row: object; id: string }[] = [
  {
    name: 'newspapers',
    bits: NEWSPAPER_PERMISSIONS,
    id: 'newspaper_id',
    row: {
      title: 'Clare Champion',
      description: 'Weekly',
      url: 'https://clarechampion.ie',
      icon_url: 'https://clarechampion.ie/i.png',
    },
  },
  {
    name: 'public-events',
    bits: PUBLIC_EVENT_PERMISSIONS,
    id: 'public_event_id',
    row: {
      title: 'Tea dance',
      description: 'In the hall',
      location: 'Hall',
      category: 'Social',
      county: 'All',
      start_time: '2026-12-01T15:00:00.000Z',
      end_time: '2026-12-01T16:00:00.000Z',
    },
  },
];

/** Each action of an area as role 1 does it, with its status; the row is made by the group's own admin. */
async function actions(area: (typeof AREAS)[number], headers: { authorization: string }, own: number) {
  const base = `/v1/acorn/${area.name}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const made = await app.inject({
    method: 'POST',
    url: base,
    headers: admin,
    payload: { ...area.row, group_id: own },
  });
  const id = made.json<Record<string, number>>()[area.id]!;
  return {
    read: (await call('GET', base)).statusCode,
    export: (await call('GET', `${base}/export`)).statusCode,
    create: (await call('POST', base, area.row)).statusCode,
    update: (await call('PUT', `${base}/${id}`, { title: 'Renamed' })).statusCode,
    delete: (await call('DELETE', `${base}/${id}`)).statusCode,
  };
}

describe.each(AREAS)('$name: each bit refuses exactly its actions', (area) => {
  const expected = { read: 200, export: 200, create: 201, update: 200, delete: 204 };
  it('with every bit, everything as before', async () => {
    const own = await createGroup(db, `${area.name} all`);
    const headers = await signedIn(embedded, `all-${area.name}@bits.test`, own);
    expect(await actions(area, headers, own)).toEqual(expected);
  });

  it.each([...new Set(Object.values(area.bits))])('without bit %i', async (bit) => {
    const own = await createGroup(db, `${area.name} without ${bit}`, ALL_PERMISSIONS & ~bit);
    const headers = await signedIn(embedded, `no${bit}-${area.name}@bits.test`, own);
    const refused = Object.fromEntries(
      Object.entries(expected).map(([action, status]) => [
        action,
        area.bits[action as keyof ActionPermissions] === bit ? 403 : status,
      ]),
    );
    expect(await actions(area, headers, own)).toEqual(refused);
  });
});

describe("a group's change applies at its users' next request", () => {
  const newspapers = (t: TestApp, headers: { authorization: string }) =>
    t.app.inject({ url: '/v1/acorn/newspapers', headers });

  it('when role 1 changes the group through the API (the embedded session cache is forgotten)', async () => {
    const own = await createGroup(db, 'Changing group');
    const headers = await signedIn(embedded, 'changing@bits.test', own, [2]);
    expect((await newspapers(embedded, headers)).statusCode).toBe(200);
    const put = (group_permissions: number) =>
      app.inject({
        method: 'PUT',
        url: `/v1/acorn/groups/${own}`,
        headers: admin,
        payload: { group_permissions },
      });
    expect((await put(ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_NEWSPAPERS)).statusCode).toBe(200);
    const refused = await newspapers(embedded, headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: PERMISSION_REFUSED });
    expect((await put(ALL_PERMISSIONS)).statusCode).toBe(200);
    expect((await newspapers(embedded, headers)).statusCode).toBe(200);
  });

  it('with a database server, when another instance changed it (nothing is remembered)', async () => {
    const shared = await createTestApp({ config: { databaseUrl: 'postgres://elsewhere/acorn' } });
    const own = await createGroup(shared.db, 'Elsewhere group');
    const headers = await signedIn(shared, 'elsewhere@bits.test', own, [2]);
    expect((await newspapers(shared, headers)).statusCode).toBe(200);
    await shared.db.update(groups).set({ group_permissions: 0 }).where(eq(groups.group_id, own));
    expect((await newspapers(shared, headers)).statusCode).toBe(403);
  });

  it('the operator’s group holds every bit', async () => {
    const [acorn] = await db.select().from(groups).where(eq(groups.group_id, 1));
    expect(acorn!.group_permissions).toBe(ALL_PERMISSIONS);
  });
});
