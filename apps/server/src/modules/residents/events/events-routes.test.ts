import {
  RESIDENT_EVENT_MESSAGES,
  residentEventSchema,
  residentEventsPageSchema,
  type ResidentEvent,
  type ResidentEventsPage,
} from '@acorn/domain/activities';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../../test/fixtures.js';
import { addResident, REFUSED, refusalsOf } from '../../../../test/residents.js';
import { createTestApp } from '../../../../test/test-app.js';
import { auditLog, commands, facilities, type publicEvents } from '../../../db/schema/index.js';
import { addEvent } from './test-events.js';

const { app, db, clock } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
  jobs: { roles: [8], group: 'maple' },
});
const place = async (name: string, county: string) =>
  (await db.insert(facilities).values({ group_id: groups.maple, name, county }).returning())[0]!.facility_id;
const oak = await place('Oak House', 'Clare');
const elm = await place('Elm Court', 'Cork');
const mary = await addResident(db, groups.maple, { firstname: 'Mary', facility_id: oak });
const noTablet = await addResident(db, groups.maple, { facility_id: oak, acorn_id: null });

/** An event of Maple Grove starting `hours` from the test clock's now, an hour long. */
const event = (title: string, hours: number, where: Partial<typeof publicEvents.$inferInsert> = {}) =>
  addEvent(db, clock(), title, hours, { group_id: groups.maple, ...where });
const running = await event('Running now', -0.5);
const forAll = await event('Coffee morning', 24);
const forOak = await event('Oak quiz', 48, { county: 'Clare', facility_id: oak });
await event('Cork walk', 30, { county: 'Cork' });
const forElm = await event('Elm bingo', 30, { facility_id: elm });
const otherGroup = await event('Shannon mass', 30, { group_id: groups.shannon });
const yesterday = await event('Chair yoga', -24);
const lastWeek = await event('Oak choir', -7 * 24, { county: 'Clare', facility_id: oak });

const call = (method: 'GET' | 'PUT' | 'POST', path: string, headers = as.manager, payload?: object) =>
  app.inject({ method, url: `/v1/acorn/residents/${path}`, headers, ...(payload ? { payload } : {}) });
const list = async (query: string, who = mary) =>
  (await call('GET', `${who}/events?${query}`)).json<ResidentEventsPage>();
const titles = (page: ResidentEventsPage) => page.items.map((i) => i.title);

describe('the events that reach a resident', () => {
  it('lists the group’s events for everyone or their county and facility, soonest first', async () => {
    const page = await list('when=coming');
    expect(titles(page)).toEqual(['Running now', 'Coffee morning', 'Oak quiz']);
    expect(page.total).toBe(3);
    expect(residentEventsPageSchema.strict().parse(page)).toEqual(page);
    for (const item of page.items) expect(residentEventSchema.strict().parse(item)).toEqual(item);
  });

  it('lists past ones most recent first, a running one among them, a page at a time', async () => {
    const first = await list('when=past&page_size=2');
    expect(titles(first)).toEqual(['Running now', 'Chair yoga']);
    expect(first.total).toBe(3);
    expect(titles(await list('when=past&page=2&page_size=2'))).toEqual(['Oak choir']);
  });

  it('reaches a resident in no facility only with the group’s events for everyone', async () => {
    const homeless = await addResident(db, groups.maple);
    expect(titles(await list('when=coming', homeless))).toEqual(['Running now', 'Coffee morning']);
  });
});

describe('attendance', () => {
  const mark = (eventId: number, attendance: string | null, headers = as.manager) =>
    call('PUT', `${mary}/events/${eventId}/attendance`, headers, { attendance });

  it('is refused before the event starts, and for an event that does not reach the resident', async () => {
    const early = await mark(forAll, 'attended');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: RESIDENT_EVENT_MESSAGES.notStarted });
    for (const id of [forElm, otherGroup, 999_999]) {
      const res = await mark(id, 'attended');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: RESIDENT_EVENT_MESSAGES.notFound });
    }
    expect((await mark(yesterday, 'present')).statusCode).toBe(400);
  });

  it('is saved with who marked it and when, audited, and cleared with null', async () => {
    const res = await mark(yesterday, 'declined');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ResidentEvent>()).toMatchObject({
      public_event_id: yesterday,
      attendance: 'declined',
      marked_by: 'manager Tester',
      marked_at: clock().toISOString(),
    });
    expect((await mark(yesterday, 'attended')).json<ResidentEvent>().attendance).toBe('attended');
    const past = await list('when=past');
    expect(past.items.find((i) => i.public_event_id === yesterday)?.attendance).toBe('attended');
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'public_event_attendances'), eq(auditLog.resident_id, mary)));
    expect(audits.map((a) => a.changes)).toContainEqual({
      public_event_id: yesterday,
      attendance: 'attended',
    });
    const cleared = (await mark(yesterday, null)).json<ResidentEvent>();
    expect(cleared).toMatchObject({ attendance: null, marked_by: null, marked_at: null });
  });

  it('may be marked on a running event', async () => {
    expect((await mark(running, 'attended')).statusCode).toBe(200);
    expect((await mark(lastWeek, 'absent')).json<ResidentEvent>().attendance).toBe('absent');
  });
});

describe('invitations', () => {
  it('are stored as an event_invite command whose state the list shows', async () => {
    const res = await call('POST', `${mary}/events/${forOak}/invite`);
    expect(res.statusCode, res.body).toBe(202);
    const sent = res.json<{ message: string; command_id: number; state: string }>();
    expect(sent).toMatchObject({ message: RESIDENT_EVENT_MESSAGES.invited, state: 'queued' });
    const [command] = await db.select().from(commands).where(eq(commands.id, sent.command_id));
    expect(command).toMatchObject({ user_id: mary, action: 'event_invite' });
    expect(command!.payload).toMatchObject({ public_event_id: forOak, title: 'Oak quiz' });
    // Of no use once the activity has begun: it expires as it starts.
    expect(Date.parse(command!.expires_at)).toBe(clock().getTime() + 48 * 3_600_000);
    const coming = await list('when=coming');
    expect(coming.items.find((i) => i.public_event_id === forOak)).toMatchObject({
      invite_state: 'queued',
      answer: null,
    });
  });

  it('are refused for an event that has started, and for a resident without a tablet', async () => {
    const over = await call('POST', `${mary}/events/${running}/invite`);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ message: RESIDENT_EVENT_MESSAGES.over });
    const none = await call('POST', `${noTablet}/events/${forAll}/invite`);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ message: TABLET_MESSAGES.noDeviceToken });
  });
});

describe('every route', () => {
  const ROUTES: ['GET' | 'PUT' | 'POST', string, object?][] = [
    ['GET', 'events'],
    ['PUT', `events/${yesterday}/attendance`, { attendance: 'attended' }],
    ['POST', `events/${forAll}/invite`],
  ];
  it.each(ROUTES)('%s %s: another group 404, roles 3 and 8 403, no session 401', async (m, path, body) => {
    const refused = await refusalsOf(app, m, `/v1/acorn/residents/${mary}/${path}`, body, as);
    expect(refused).toMatchObject(REFUSED);
  });
});
