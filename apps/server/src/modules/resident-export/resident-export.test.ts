import { noAccessSentence, PERMISSION } from '@acorn/domain/access';
import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import { and, eq, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import {
  auditLog,
  checkInLogs,
  commands,
  groups as groupsTable,
  healthReadings,
  messages,
  publicEventAttendances,
} from '../../db/schema/index.js';
import { addEvent } from '../residents/events/test-events.js';
import { RESIDENT_RECORDS, TABLET_RECORDS, USER_LINKS } from '../resident-erasure/erase-resident.js';
import { EXPORT_SECTIONS, type ResidentData } from './resident-data.js';
import { drawable } from './resident-pdf.js';

const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
});
const mary = await addResident(db, groups.maple, { firstname: 'Máire', surname: 'Ó Briain' });
const about = { user_id: mary, group_id: groups.maple };
// A resident with a lot stored: 3,000 chat messages, 3,000 health readings and 1,000 check-ins.
const MANY = 3000;
const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
await db.insert(messages).values(
  Array.from({ length: MANY }, (_, i) => ({
    ...about,
    direction: i % 2 ? ('from_tablet' as const) : ('to_tablet' as const),
    body:
      i === 0
        ? 'Dia duit, a Mháire! Tá an lón réidh.'
        : `Message ${i}: lunch is at one, see you in the day room.`,
    created_at: at(i),
  })),
);
await db.insert(healthReadings).values(
  Array.from({ length: MANY }, (_, i) => ({
    ...about,
    timestamp: at(i),
    sys: 120 + (i % 20),
    dia: 80,
    bpm: 70,
  })),
);
await db
  .insert(checkInLogs)
  .values(
    Array.from({ length: 1000 }, (_, i) => ({ ...about, check_in_time: at(i), status: 'Done' as const })),
  );

const get = (format: 'json' | 'pdf', headers = as.manager, id = mary) =>
  app.inject({ method: 'GET', url: `/v1/acorn/residents/${id}/export.${format}`, headers });

describe('a resident’s export', () => {
  it('holds every kind of record a delete would erase', () => {
    const exported = EXPORT_SECTIONS.map((s) => getTableName(s.table));
    const erased = [...RESIDENT_RECORDS, ...TABLET_RECORDS].map((t) => getTableName(t));
    const linked = USER_LINKS.map((column) => getTableName(column.table));
    expect([...erased, ...linked, 'commands'].filter((name) => !exported.includes(name))).toEqual([]);
  });

  it('as JSON: the profile, chat, health readings and check-ins, no secrets, audited', async () => {
    const started = performance.now();
    const res = await get('json');
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="resident-${mary}.json"`);
    const data = res.json<ResidentData>();
    expect(data.resident).toMatchObject({ user_id: mary, firstname: 'Máire', surname: 'Ó Briain' });
    expect(data.resident).not.toHaveProperty('password_hash');
    expect(data.records.messages).toHaveLength(MANY);
    expect(data.records.messages![0]).toMatchObject({ body: 'Dia duit, a Mháire! Tá an lón réidh.' });
    expect(data.records.health_readings).toHaveLength(MANY);
    expect(data.records.check_in_logs).toHaveLength(1000);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export'), eq(auditLog.resident_id, mary)));
    expect(audit).toMatchObject({ entity: 'resident_record', changes: { format: 'json' } });
    console.log(`resident export, JSON, ${2 * MANY + 1000} records: ${took.toFixed(0)} ms`);
    expect(took).toBeLessThan(10_000);
  });

  it('as a PDF, in well under ten seconds', async () => {
    const started = performance.now();
    const res = await get('pdf');
    const took = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    console.log(
      `resident export, PDF, ${2 * MANY + 1000} records: ${took.toFixed(0)} ms, ${res.rawPayload.length} bytes`,
    );
    expect(took).toBeLessThan(10_000);
  });

  it('draws Irish names as they are, and what the standard fonts cannot draw as ?', () => {
    expect(drawable('Máire Ó Briain – €5')).toBe('Máire Ó Briain – €5');
    expect(drawable('Łucja 🙂')).toBe('?ucja ?');
  });

  // Security review 3, finding 15: a group that may not read public events took them home in the file.
  it('leaves activities and their invitations out for a group without READ_EDIT_PUBLIC_EVENTS, and says so', async () => {
    const tom = await addResident(db, groups.maple, { firstname: 'Tom' });
    const event = await addEvent(db, app.clock(), 'Tea dance', 24, { group_id: groups.maple });
    await db
      .insert(publicEventAttendances)
      .values({ public_event_id: event, user_id: tom, group_id: groups.maple });
    const command = (action: 'event_invite' | 'message') => ({
      user_id: tom,
      group_id: groups.maple,
      action,
      payload: {},
      ttl_seconds: 60,
      expires_at: '2026-11-22T09:00:00Z',
    });
    await db.insert(commands).values([command('event_invite'), command('message')]);
    const bits = async (permissions: number) => {
      await db
        .update(groupsTable)
        .set({ group_permissions: permissions })
        .where(eq(groupsTable.group_id, groups.maple));
      app.sessions.forget();
    };
    const exported = async () => (await get('json', as.manager, tom)).json<ResidentData>();

    const whole = await exported();
    expect(whole.records.public_event_attendances).toMatchObject([{ event_title: 'Tea dance' }]);
    expect(whole.records.commands!.map((c) => c.action).sort()).toEqual(['event_invite', 'message']);
    expect(whole.withheld).toEqual({});
    await bits(ALL_PERMISSIONS & ~PERMISSION.READ_EDIT_PUBLIC_EVENTS);
    try {
      const narrowed = await exported();
      expect(narrowed.records.public_event_attendances).toEqual([]);
      expect(narrowed.records.commands!.map((c) => c.action)).toEqual(['message']);
      expect(narrowed.withheld).toEqual({
        public_event_attendances: noAccessSentence('activities'),
        commands: noAccessSentence('invitations to activities'),
      });
      const pdf = await get('pdf', as.manager, tom);
      expect(pdf.statusCode).toBe(200);
    } finally {
      await bits(ALL_PERMISSIONS);
    }
  });

  it('is refused to another group (404) and to roles that may not open the record (403)', async () => {
    expect((await get('json', as.stranger)).statusCode).toBe(404);
    expect((await get('pdf', as.papers)).statusCode).toBe(403);
    expect((await get('json', as.admin)).statusCode).toBe(200);
  });
});
