import { ERASE_MESSAGES, auditLogPageSchema, erasedResidentName } from '@acorn/domain/audit';
import type { UserDeleted } from '@acorn/domain/residents';
import { DELETE_RESET_OPTIONS } from '@acorn/domain/tablets';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPortalUser, signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  acornUsers,
  auditLog,
  checkInLogs,
  commands,
  familyLinks,
  healthReadings,
  maintenances,
  messages,
} from '../../db/schema/index.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
});
const mary = await addResident(db, groups.maple, {
  firstname: 'Máire',
  surname: 'Ó Briain',
  is_active: true,
});
const about = { user_id: mary, group_id: groups.maple };
const sonId = await createPortalUser(db, { email: 'son@family.ie', roles: [7], group_id: groups.maple });
await db.insert(familyLinks).values({ ...about, portal_user_id: sonId, relationship: 'Son' });
await db.insert(healthReadings).values({ ...about, sys: 130, dia: 85, note: 'Dizzy after lunch' });
await db.insert(checkInLogs).values({ ...about, check_in_time: '2026-11-20T09:00:00Z', status: 'Done' });
await db.insert(maintenances).values({
  ...about,
  title: 'Fix the reading lamp',
  resident_name: 'Máire Ó Briain',
  status: 'Pending',
});
// The manager chats with her (a command kept with the tablet) and looks at her record.
const said = await app.inject({
  method: 'POST',
  url: `/v1/acorn/residents/${mary}/messages`,
  headers: as.manager,
  payload: { message: 'Your daughter rings at four, a Mháire.' },
});
expect(said.statusCode, said.body).toBe(201);
await app.inject({ method: 'GET', url: `/v1/acorn/residents/${mary}/medical`, headers: as.manager });

const erase = (confirm_name: string, headers = as.admin, id = mary) =>
  app.inject({ method: 'POST', url: `/v1/acorn/residents/${id}/erase`, headers, payload: { confirm_name } });
const auditAbout = () => db.select().from(auditLog).where(eq(auditLog.resident_id, mary));

describe('POST /v1/acorn/residents/:user_id/erase', () => {
  it('is role 1’s and needs the resident’s name typed again; nothing is removed otherwise', async () => {
    expect((await erase('Máire Ó Briain', as.manager)).statusCode).toBe(403);
    const wrong = await erase('Mary O Brien');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ERASE_MESSAGES.nameMismatch });
    expect(await db.select().from(messages).where(eq(messages.user_id, mary))).toHaveLength(1);
    const companion = await addResident(db, groups.maple, { user_type: 1, firstname: 'Ann', surname: 'Lee' });
    expect((await erase('Ann Lee', as.admin, companion)).statusCode).toBe(404);
  });

  it('removes the personal data, resets the tablet as a delete does, keeps the audit rows by id alone', async () => {
    const before = await auditAbout();
    const res = await erase('  máire ó briain ');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<UserDeleted>();
    expect(body).toMatchObject({ message: ERASE_MESSAGES.erased, user_id: mary, is_active: false });

    for (const table of [messages, healthReadings, checkInLogs, familyLinks])
      expect(await db.select().from(table).where(eq(table.user_id, mary))).toEqual([]);
    const [person] = await db.select().from(acornUsers).where(eq(acornUsers.user_id, mary));
    expect(person).toMatchObject({
      user_type: 3,
      firstname: null,
      surname: null,
      dob: null,
      is_active: false,
    });
    const [job] = await db.select().from(maintenances).where(eq(maintenances.title, 'Fix the reading lamp'));
    expect(job).toMatchObject({ user_id: null, resident_name: null });
    // What was said to her is gone from the commands kept with the tablet; the reset waits for it.
    const sent = await db.select().from(commands).where(eq(commands.user_id, mary));
    expect(sent.find((c) => c.action === 'message')!.payload).toEqual({});
    const [reset] = sent.filter((c) => c.action === 'reset');
    expect(reset).toMatchObject({ id: body.reset!.command_id, payload: { ...DELETE_RESET_OPTIONS } });

    const after = await auditAbout();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.at(-1)).toMatchObject({
      action: 'erase',
      entity: 'acorn-users',
      actor_email: 'admin@staff.test',
    });
    expect(JSON.stringify(after)).not.toMatch(/Máire|Briain|Mháire|daughter/i);
  });

  it('shows her old audit rows by a pseudonym, and the record of erasures cannot be undone', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/acorn/audit-log?resident_id=${mary}`,
      headers: as.admin,
    });
    const { items } = auditLogPageSchema.parse(res.json());
    expect(new Set(items.map((row) => row.resident_name))).toEqual(new Set([erasedResidentName(mary)]));
    await expect(db.execute(sql`delete from resident_erasures`)).rejects.toThrow();
    const rows = await db.execute(
      sql`select count(*)::int as n from resident_erasures where user_id = ${mary}`,
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });
});
