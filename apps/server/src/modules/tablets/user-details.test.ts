import type { ResidentDetail, UserDeleted } from '@acorn/domain/residents';
import { DELETE_RESET_TTL_SECONDS, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { WITHHELD } from '../../lib/audit.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import {
  acornDevices,
  acornLocations,
  acornUsers,
  acornVersions,
  auditLog,
  commands,
  messages,
  userContacts,
  userDetails,
  userMetrics,
} from '../../db/schema/index.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { RESIDENT_RECORDS, TABLET_RECORDS, USER_LINKS } from '../resident-erasure/erase-resident.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});
const where = await listen(app);
const started: { drop(): void }[] = [];
afterAll(() => started.forEach((t) => t.drop()));

const APPS = [{ name: 'Acorn', version: '3.6.0', applicationIdentifier: 'ie.acorn.tablet' }];

/** A Maple Grove resident with privileges, a tablet report, a SIM activated on 2025-03-31 and contacts. */
async function resident() {
  const [tablet] = await createTablets(db, groups.maple, 1, {
    email: 'mary@example.ie',
    country: 'Ireland',
    dob: '1936-04-12T00:00:00Z',
    location: 'Oak Wing',
  });
  const user_id = tablet!.user_id;
  await db
    .update(acornDevices)
    .set({ sim_activation_date: '2025-03-31', sim_number: '0851112222', order_no: 'ORD-7' })
    .where(eq(acornDevices.acorn_id, tablet!.acorn_id));
  await db.insert(userDetails).values({
    user_id,
    group_id: groups.maple,
    is_emergency: true,
    extra_accessories: 'Hearing aid',
    suspend_code: '4321',
  });
  await db.insert(userMetrics).values({
    user_id,
    group_id: groups.maple,
    battery: 81,
    storage_total: 64 * 1024 ** 3,
    storage_free: 20 * 1024 ** 3,
    last_sync: '2026-11-20T08:30:00Z',
    apps: APPS,
  });
  await db.insert(userContacts).values([
    { user_id, group_id: groups.maple, firstname: 'Susan', surname: 'Reilly', user_type: 1 },
    { user_id, group_id: groups.maple, firstname: 'GP', surname: 'Surgery', user_type: 3 },
  ]);
  return tablet!;
}

let companions = 0;
/** A companion of maple; usernames are unique, so each gets its own. */
async function companion(password = 'the companion passphrase') {
  const [row] = await db
    .insert(acornUsers)
    .values({
      user_type: 1,
      group_id: groups.maple,
      firstname: 'Susan',
      surname: 'Reilly',
      email: 'susan@example.ie',
      username: `susan.reilly.${++companions}`,
      password_hash: await hashPassword(password),
      device_token: 'secret-device-token',
    })
    .returning();
  return row!;
}

const call = (method: 'GET' | 'PUT' | 'DELETE', id: number, headers = as.manager, payload?: object) =>
  app.inject({ method, url: `/v1/acorn/users/${id}`, headers, ...(payload ? { payload } : {}) });

const get = async (id: number, headers = as.manager) => {
  const res = await call('GET', id, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ResidentDetail>();
};

describe('GET /v1/acorn/users/:id', () => {
  it('answers a tablet user with privileges, metrics, SIM renewal at 11 months and contacts', async () => {
    const tablet = await resident();
    const res = await call('GET', tablet.user_id);
    expect(res.body).not.toMatch(/password|device_token|secret/);
    const detail = res.json<ResidentDetail>();
    expect(detail.user).toMatchObject({
      user_id: tablet.user_id,
      user_type: 2,
      group_name: 'Maple Grove Care',
      acorn_id: tablet.acorn_id,
      order_no: 'ORD-7',
      serial_number: tablet.serial_number,
      sim_number: '0851112222',
      dob: '1936-04-12T00:00:00.000Z',
      is_connected: false,
      user_status: null,
      battery: 81,
    });
    expect(detail.user_details).toMatchObject({
      is_emergency: true,
      is_play_store: false,
      extra_accessories: 'Hearing aid',
      suspend_code: '4321',
    });
    expect(detail.user_metrics).toMatchObject({
      storage_total: 64 * 1024 ** 3,
      last_sync: '2026-11-20T08:30:00.000Z',
      apps: APPS,
    });
    // 2025-03-31 + 11 months: February has no 31st.
    expect(detail.user_device).toEqual({
      sim_number: '0851112222',
      sim_activation_date: '2025-03-31',
      sim_renewal_date: '2026-02-28',
    });
    expect(detail.user_contacts).toEqual([
      { firstname: 'Susan', surname: 'Reilly', email: null, avatar: null, user_type: 1 },
      { firstname: 'GP', surname: 'Surgery', email: null, avatar: null, user_type: 3 },
    ]);
  });

  it('answers a companion in the same shape, with its residents, and no renewal without activation', async () => {
    const [bare] = await createTablets(db, groups.maple, 1);
    expect((await get(bare!.user_id)).user_device).toMatchObject({ sim_renewal_date: null });
    const person = await companion();
    await db.insert(userContacts).values({
      user_id: bare!.user_id,
      group_id: groups.maple,
      contact_user_id: person.user_id,
      user_type: 1,
    });
    const res = await call('GET', person.user_id);
    expect(res.body).not.toMatch(/password|device_token|secret/);
    expect(res.json<ResidentDetail>()).toMatchObject({
      user: { user_type: 1, username: person.username, acornUserIds: [bare!.user_id] },
      user_details: null,
      user_metrics: null,
      user_device: null,
      user_contacts: [],
    });
  });

  it("answers 404 for an unknown user and for another group's, alike; role 1 sees every group", async () => {
    const [elsewhere] = await createTablets(db, groups.shannon, 1);
    for (const id of [999_999, elsewhere!.user_id, 3_000_000_000]) {
      const res = await call('GET', id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'User not found.' });
    }
    expect((await get(elsewhere!.user_id, as.admin)).user.group_name).toBe('Shannon Valley Homes');
    expect((await call('GET', 0)).statusCode).toBe(404);
  });
});

describe('PUT /v1/acorn/users/:id', () => {
  it('saves the changed fields of a tablet user, echoes of read-only ones accepted, with an audit row', async () => {
    const tablet = await resident();
    const loaded = await get(tablet.user_id);
    const res = await call('PUT', tablet.user_id, as.manager, {
      // What a form sends back: everything it loaded, some of it edited.
      user: { ...loaded.user, firstname: ' Maura ', dob: '1937-05-01', location: 'Elm Wing', mob_phone: '' },
      user_details: { ...loaded.user_details, is_play_store: true, extra_accessories: 'Hearing aid (left)' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<ResidentDetail>();
    expect(saved.user).toMatchObject({
      firstname: 'Maura',
      dob: '1937-05-01T00:00:00.000Z',
      location: 'Elm Wing',
      mob_phone: null,
      email: 'mary@example.ie',
    });
    expect(saved.user_details).toMatchObject({
      is_play_store: true,
      is_emergency: true,
      suspend_code: '4321',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'update'),
          eq(auditLog.entity, 'acorn-users'),
          eq(auditLog.entity_id, String(tablet.user_id)),
        ),
      );
    expect(audit).toMatchObject({ action: 'update', group_id: groups.maple, resident_id: tablet.user_id });
    expect(audit!.changes).toEqual({
      // Which fields changed, never the resident's values (ADR 0040).
      firstname: WITHHELD,
      dob: WITHHELD,
      location: WITHHELD,
      is_play_store: true,
      extra_accessories: WITHHELD,
    });
    const [row] = await db.select().from(acornUsers).where(eq(acornUsers.user_id, tablet.user_id));
    expect(new Date(row!.last_modified_date).getTime()).toBe(app.clock().getTime());
  });

  it('refuses changed read-only fields, empty names and wrongly typed values with clear 400s', async () => {
    const tablet = await resident();
    const before = await get(tablet.user_id);
    const refused: [object, string][] = [
      [{ user: { email: 'new@example.ie' } }, 'Email cannot be changed.'],
      [{ user: { country: 'Canada' } }, 'Country cannot be changed.'],
      [{ user: { acorn_id: 'ACN-OTHER' } }, 'Acorn id cannot be changed.'],
      [{ user: {}, user_details: { suspend_code: '0000' } }, 'Account Unlock Code cannot be changed.'],
      [{ user: { firstname: '  ' } }, 'Firstname cannot be empty.'],
      [{ user: { surname: null } }, 'Surname cannot be empty.'],
    ];
    for (const [body, message] of refused) {
      const res = await call('PUT', tablet.user_id, as.manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    for (const body of [
      { user: { dob: 'yesterday' } },
      { user: {}, user_details: { is_on_support: 'yes' } },
      { user: { group_id: 'maple' } },
      {},
    ]) {
      const res = await call('PUT', tablet.user_id, as.manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^Invalid /);
    }
    expect(await get(tablet.user_id)).toEqual(before);
  });

  it('lets role 1 alone move a user to another group, their records following', async () => {
    const tablet = await resident();
    const move = { user: { group_id: groups.shannon } };
    const refused = await call('PUT', tablet.user_id, as.manager, move);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only an administrator can move a user to another group.' });
    // Sending back the group it is in is no change.
    expect(
      (await call('PUT', tablet.user_id, as.manager, { user: { group_id: groups.maple } })).statusCode,
    ).toBe(200);
    const moved = await call('PUT', tablet.user_id, as.admin, move);
    expect(moved.json<ResidentDetail>().user.group_name).toBe('Shannon Valley Homes');
    const [details] = await db.select().from(userDetails).where(eq(userDetails.user_id, tablet.user_id));
    expect(details!.group_id).toBe(groups.shannon);
    expect((await call('GET', tablet.user_id)).statusCode).toBe(404);
    const nowhere = await call('PUT', tablet.user_id, as.admin, { user: { group_id: 99_999 } });
    expect(nowhere.statusCode).toBe(400);
  });

  it("keeps a companion's password when it is left empty and replaces it when given", async () => {
    const person = await companion('the companion passphrase');
    const hashOf = async () =>
      (await db.select().from(acornUsers).where(eq(acornUsers.user_id, person.user_id)))[0]!.password_hash;
    const kept = await call('PUT', person.user_id, as.manager, {
      user: { firstname: 'Sue', password: '', verified: true, email: 'sue@example.ie' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<ResidentDetail>().user).toMatchObject({
      firstname: 'Sue',
      verified: true,
      email: 'sue@example.ie',
    });
    expect(await verifyPassword(await hashOf(), 'the companion passphrase')).toBe(true);
    const short = await call('PUT', person.user_id, as.manager, { user: { password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'Password must be at least 12 characters.' });
    const badEmail = await call('PUT', person.user_id, as.manager, { user: { email: 'sue at home' } });
    expect(badEmail.json()).toEqual({ message: 'Email is not a valid email address.' });
    const changed = await call('PUT', person.user_id, as.manager, {
      user: { password: 'a brand new passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await verifyPassword(await hashOf(), 'a brand new passphrase')).toBe(true);
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'update'),
          eq(auditLog.entity, 'acorn-users'),
          eq(auditLog.entity_id, String(person.user_id)),
        ),
      );
    expect(audits.map((a) => a.changes)).toEqual([
      { firstname: WITHHELD, verified: true, email: WITHHELD },
      { credential_changed: true },
    ]);
  });
});

describe('DELETE /v1/acorn/users/:id', () => {
  it('is refused to role 2', async () => {
    const tablet = await resident();
    expect((await call('DELETE', tablet.user_id)).statusCode).toBe(403);
    expect((await call('GET', tablet.user_id)).statusCode).toBe(200);
  });

  it("resets an active tablet user's connected tablet and releases it as an unassigned device", async () => {
    const tablet = await resident();
    await db.insert(messages).values({
      user_id: tablet.user_id,
      group_id: groups.maple,
      direction: 'from_tablet',
      body: 'Hello',
    });
    const sim = simulatedTablet(tablet, where);
    started.push(sim);
    await sim.enrol();
    await sim.connect();
    await eventually(async () => expect((await get(tablet.user_id)).user.is_connected).toBe(true));

    const res = await call('DELETE', tablet.user_id, as.admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UserDeleted>();
    expect(body).toMatchObject({ message: TABLET_MESSAGES.userDeleted, is_active: false });
    const [stored] = await db.select().from(commands).where(eq(commands.id, body.reset!.command_id));
    expect(stored).toMatchObject({
      user_id: tablet.user_id,
      action: 'reset',
      ttl_seconds: DELETE_RESET_TTL_SECONDS,
      payload: { isGmailReset: true, isPhotoReset: true, isApplicationReset: true, isContactReset: false },
    });
    const received = await sim.waitFor((c) => c.action === 'reset');
    expect(received).toMatchObject({
      command_id: body.reset!.command_id,
      payload: { isGmailReset: true, isPhotoReset: true, isApplicationReset: true, isContactReset: false },
    });

    // Nothing of the person is left; the tablet is stock again, still reachable.
    const released = await get(tablet.user_id, as.admin);
    expect(released.user).toMatchObject({
      user_type: 3,
      is_active: false,
      firstname: null,
      email: null,
      dob: null,
      acorn_id: tablet.acorn_id,
    });
    expect(released.user_contacts).toEqual([]);
    expect(released.user_details).toMatchObject({ extra_accessories: null, is_emergency: false });
    expect(await db.select().from(messages).where(eq(messages.user_id, tablet.user_id))).toEqual([]);
    expect(sim.client?.connected).toBe(true);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete'), eq(auditLog.entity_id, String(tablet.user_id))));
    expect(audit!.changes).toMatchObject({ tablet_released: true, reset_command_id: body.reset!.command_id });
  });

  it('keeps the reset for a tablet that is offline, and delivers it when the released tablet connects', async () => {
    const tablet = await resident();
    const sim = simulatedTablet(tablet, where);
    started.push(sim);
    await sim.enrol();
    const { reset } = (await call('DELETE', tablet.user_id, as.admin)).json<UserDeleted>();
    expect(reset!.state).toBe('queued');
    await sim.connect();
    await sim.waitFor((c) => c.command_id === reset!.command_id);
    await eventually(async () => {
      const [row] = await db.select().from(commands).where(eq(commands.id, reset!.command_id));
      expect(row!.state).toBe('done');
    });
  });

  it('deletes a companion outright and sends nothing; an inactive tablet user gets no reset', async () => {
    const person = await companion();
    const gone = await call('DELETE', person.user_id, as.admin);
    expect(gone.json()).toMatchObject({ is_active: false, reset: null });
    expect((await call('GET', person.user_id, as.admin)).statusCode).toBe(404);
    expect((await call('DELETE', person.user_id, as.admin)).statusCode).toBe(404);
    const [inactive] = await createTablets(db, groups.maple, 1, { is_active: false });
    expect((await call('DELETE', inactive!.user_id, as.admin)).json()).toMatchObject({ reset: null });
    expect(await db.select().from(commands).where(eq(commands.user_id, inactive!.user_id))).toEqual([]);
  });

  it('has decided, for every foreign key to acorn_users, what releasing a tablet does with it', async () => {
    const { rows } = await db.execute<{ table_name: string; column_name: string }>(sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'acorn_users'::regclass`);
    const decided = [
      ...[...RESIDENT_RECORDS, ...TABLET_RECORDS].map((t) => `${getTableName(t)}.user_id`),
      ...USER_LINKS.map((c) => `${getTableName(c.table)}.${c.name}`),
    ];
    expect(rows.map((r) => `${r.table_name}.${r.column_name}`).sort()).toEqual(decided.sort());
  });
});

describe('the tablets list choices', () => {
  it('lists the known locations and those in use, with how many users in scope have each', async () => {
    await db.insert(acornLocations).values([{ location: 'Co.Clare' }, { location: 'Oak Wing' }]);
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/acorn-locations', headers: as.manager });
    const { items } = res.json<{ items: { location: string; users: number }[] }>();
    expect(items.find((i) => i.location === 'Oak Wing')!.users).toBeGreaterThan(0);
    expect(items.find((i) => i.location === 'Co.Clare')).toEqual({ location: 'Co.Clare', users: 0 });
    expect(items.map((i) => i.location)).toEqual([...items.map((i) => i.location)].sort());
    await createTablets(db, groups.shannon, 1, { location: 'Shannon Ward' });
    expect(items.map((i) => i.location)).not.toContain('Shannon Ward');
    const all = await app.inject({ method: 'GET', url: '/v1/acorn/acorn-locations', headers: as.admin });
    expect(all.json<{ items: unknown[] }>().items).toContainEqual({ location: 'Shannon Ward', users: 1 });
  });

  it('lists versions newest first', async () => {
    await db.insert(acornVersions).values([
      { version: '3.5.1', release_date: '2026-05-01' },
      { version: '3.6.0', release_date: '2026-10-01' },
      { version: '3.4.0', release_date: '2025-12-01' },
    ]);
    const res = await app.inject({ method: 'GET', url: '/v1/acorn/acorn-versions', headers: as.manager });
    expect(res.json<{ items: { version: string }[] }>().items.map((v) => v.version)).toEqual([
      '3.6.0',
      '3.5.1',
      '3.4.0',
    ]);
  });
});
