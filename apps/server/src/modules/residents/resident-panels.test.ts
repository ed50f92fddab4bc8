import {
  callLogPageSchema,
  chatPageSchema,
  checkInLogPageSchema,
  medicalNotesSchema,
  type ChatPage,
  type CheckInLogPage,
  type CallLogPage,
  type MedicalNotes,
} from '@acorn/domain/residents';
import { INCORRECT_MESSAGE, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident, REFUSED, refusalsOf } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { eventually } from '../../../test/tablets.js';
import { auditLog, callLogs, checkInLogs, commands, messages } from '../../db/schema/index.js';
import type { LiveEvent } from '../tablet-link/live-events.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
  jobs: { roles: [8], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Mary', surname: 'Byrne' });
const noTablet = await addResident(db, groups.maple, { acorn_id: null });
const about = { user_id: mary, group_id: groups.maple };
const events: LiveEvent[] = [];
app.tabletLink.events.listen((e) => events.push(e));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = as.manager, payload?: object) =>
  app.inject({ method, url: `/v1/acorn/residents/${url}`, headers, ...(payload ? { payload } : {}) });

/** Every route about one resident, with a body it would accept. */
const ROUTES: ['GET' | 'POST' | 'PUT', string, object?][] = [
  ['GET', 'check-ins'],
  ['GET', 'calls'],
  ['GET', 'messages'],
  ['POST', 'messages', { message: 'Hello Mary' }],
  ['POST', 'messages/read', { up_to: 1 }],
  ['GET', 'medical'],
  ['PUT', 'medical', { version: 0, allergies: 'Penicillin' }],
  ['POST', 'check-in', {}],
];

describe("one resident's routes", () => {
  it.each(ROUTES)(
    '%s %s: another group’s staff get 404, other roles 403, no session 401',
    async (m, path, body) => {
      const refused = await refusalsOf(app, m, `/v1/acorn/residents/${mary}/${path}`, body, as);
      expect(refused).toMatchObject(REFUSED);
      expect((await call(m, `99999/${path}`, as.manager, body)).statusCode).toBe(404);
    },
  );
});

describe("bodies the database writes (sent unchecked): the response schema's exact fields", () => {
  it.each([
    ['check-ins', checkInLogPageSchema, 'items'],
    ['calls', callLogPageSchema, 'items'],
    ['messages', chatPageSchema, 'items'],
    ['medical', medicalNotesSchema, null],
  ] as const)('GET %s', async (path, schema, list) => {
    // Another resident's rows: the tests below count Mary's.
    const other = { user_id: noTablet, group_id: groups.maple };
    await db.insert(checkInLogs).values({ ...other, check_in_time: '2026-11-17T09:30:00Z', status: 'Done' });
    await db.insert(callLogs).values({ ...other, name: 'Nora', status: 'missed' });
    await db.insert(messages).values({ ...other, direction: 'from_tablet', body: 'Hi' });
    const body = (await call('GET', `${noTablet}/${path}`)).json<Record<string, unknown>>();
    expect(schema.strict().parse(body)).toEqual(body);
    if (!list) return;
    const items = body[list] as Record<string, unknown>[];
    expect(items.length).toBeGreaterThan(0);
    const shape = (schema.shape[list] as unknown as { element: { shape: object } }).element.shape;
    for (const item of items) expect(Object.keys(item).sort()).toEqual(Object.keys(shape).sort());
  });
});

describe('logs', () => {
  it('pages the check-ins newest first, with who sent each', async () => {
    const times = ['2026-11-18T09:30:00Z', '2026-11-20T09:30:00Z', '2026-11-19T09:30:00Z'];
    await db
      .insert(checkInLogs)
      .values(times.map((check_in_time) => ({ ...about, check_in_time, status: 'Done' as const })));
    const res = await call('GET', `${mary}/check-ins?page_size=2`);
    const page = res.json<CheckInLogPage>();
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.check_in_time)).toEqual([
      '2026-11-20T09:30:00.000Z',
      '2026-11-19T09:30:00.000Z',
    ]);
    const second = (await call('GET', `${mary}/check-ins?page=2&page_size=2`)).json<CheckInLogPage>();
    expect(second.items.map((i) => i.check_in_time)).toEqual(['2026-11-18T09:30:00.000Z']);
  });

  it('pages the calls newest first, with their status', async () => {
    await db.insert(callLogs).values([
      { ...about, name: 'Susan', date: '2026-11-20T18:00:00Z', duration: 300, status: 'answered' },
      { ...about, name: 'Susan', date: '2026-11-21T08:00:00Z', status: 'requested' },
    ]);
    const page = (await call('GET', `${mary}/calls`)).json<CallLogPage>();
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.status, i.duration])).toEqual([
      ['requested', 0],
      ['answered', 300],
    ]);
  });
});

describe('chat', () => {
  it('pages back by message id, oldest first within a page, and audits every read', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      ...about,
      direction: (i % 2 ? 'to_tablet' : 'from_tablet') as 'to_tablet' | 'from_tablet',
      body: `message ${i}`,
    }));
    const ids = (await db.insert(messages).values(rows).returning({ id: messages.id })).map((r) => r.id);
    const newest = (await call('GET', `${mary}/messages?limit=2`)).json<ChatPage>();
    expect(newest.items.map((m) => m.message)).toEqual(['message 3', 'message 4']);
    expect(newest.has_more).toBe(true);
    expect(newest.items[0]).toMatchObject({ sender: 'staff', state: null });
    expect(newest.items[1]).toMatchObject({ sender: 'resident', sender_name: null, read_at: null });
    const older = (await call('GET', `${mary}/messages?limit=2&before=${ids[3]}`)).json<ChatPage>();
    expect(older.items.map((m) => m.message)).toEqual(['message 1', 'message 2']);
    const oldest = (await call('GET', `${mary}/messages?limit=2&before=${ids[1]}`)).json<ChatPage>();
    expect(oldest).toMatchObject({ has_more: false, items: [{ message: 'message 0' }] });
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'messages'), eq(auditLog.action, 'read'), eq(auditLog.resident_id, mary)),
      );
    expect(audits.length).toBe(3);
  });

  it('sends a staff message through the tablet link, named for its sender', async () => {
    const res = await call('POST', `${mary}/messages`, as.manager, { message: 'Lunch is at half twelve.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: TABLET_MESSAGES.messageSent,
      item: {
        sender: 'staff',
        sender_name: 'manager Tester',
        message: 'Lunch is at half twelve.',
        state: 'queued',
      },
    });
    const [command] = await db.select().from(commands).where(eq(commands.user_id, mary));
    expect(command).toMatchObject({ action: 'message', payload: { message: 'Lunch is at half twelve.' } });
  });

  it('refuses a message of 86 characters, and a resident without a tablet', async () => {
    const long = await call('POST', `${mary}/messages`, as.manager, { message: 'x'.repeat(86) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: INCORRECT_MESSAGE });
    const none = await call('POST', `${noTablet}/messages`, as.manager, { message: 'Hello' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });

  it('marks incoming messages read up to one, and tells every staff screen', async () => {
    const [a, b] = await db
      .insert(messages)
      .values([
        { ...about, direction: 'from_tablet', body: 'first' },
        { ...about, direction: 'from_tablet', body: 'second' },
      ])
      .returning({ id: messages.id });
    const unread = await db
      .select()
      .from(messages)
      .where(
        and(eq(messages.user_id, mary), eq(messages.direction, 'from_tablet'), isNull(messages.read_at)),
      );
    const res = await call('POST', `${mary}/messages/read`, as.manager, { up_to: a!.id });
    // The earlier tests' unread ones and `first`; not `second`.
    expect(res.json()).toEqual({ marked: unread.length - 1 });
    const [second] = await db.select().from(messages).where(eq(messages.id, b!.id));
    expect(second!.read_at).toBeNull();
    await eventually(() => expect(events).toContainEqual({ type: 'message_read', ...about }));
  });
});

describe('medical notes', () => {
  const notes = () => call('GET', `${noTablet}/medical`);

  it('answers empty notes at version 0 for a resident without any', async () => {
    expect((await notes()).json()).toMatchObject({ conditions: null, allergies: null, version: 0 });
  });

  it('saves, refuses a stale version (409), and audits each read and change by field name', async () => {
    const first = await call('PUT', `${noTablet}/medical`, as.manager, {
      version: 0,
      conditions: 'Type 2 diabetes',
      allergies: 'Penicillin',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<MedicalNotes>()).toMatchObject({
      conditions: 'Type 2 diabetes',
      version: 1,
      updated_by: 'manager Tester',
    });
    const stale = await call('PUT', `${noTablet}/medical`, as.manager, { version: 0, conditions: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/changed by someone else/);
    const second = await call('PUT', `${noTablet}/medical`, as.manager, {
      version: 1,
      conditions: 'Type 2 diabetes',
      allergies: 'Penicillin, latex',
    });
    expect(second.json<MedicalNotes>().version).toBe(2);
    await notes();
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'medical_notes'), eq(auditLog.resident_id, noTablet)));
    expect(audits.filter((a) => a.action === 'read').length).toBeGreaterThanOrEqual(1);
    expect(audits.filter((a) => a.action === 'update').map((a) => a.changes)).toEqual([
      { fields: ['conditions', 'allergies'], version: 1 },
      { fields: ['allergies'], version: 2 },
    ]);
  });
});

describe('one check-in', () => {
  it('asks the tablet, then refuses while Pending (409), and a resident without a tablet', async () => {
    const sent = await call('POST', `${mary}/check-in`, as.manager, {});
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ message: TABLET_MESSAGES.checkInSent });
    const again = await call('POST', `${mary}/check-in`, as.manager, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TABLET_MESSAGES.checkInFailed });
    const none = await call('POST', `${noTablet}/check-in`, as.manager, {});
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});
