import {
  APPOINTMENT_MESSAGES,
  appointmentSchema,
  appointmentsSchema,
  type Appointment,
} from '@acorn/domain/activities';
import { and, desc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { auditLog, facilities } from '../../db/schema/index.js';

// The test clock reads Saturday 21.11.2026; bookings go on Wednesday 25.11.2026 in Dublin, whose clock
// is UTC's in winter, so 10:00Z is 10:00 at the facility.
const { app, db, sibling } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, {
  admin: { roles: [1], group: 'acorn' },
  manager: { roles: [2], group: 'maple' },
  stranger: { roles: [2], group: 'shannon' },
  papers: { roles: [3], group: 'maple' },
  family: { roles: [7], group: 'maple' },
});
const [limerick] = await db
  .insert(facilities)
  .values({ name: 'Glenview', group_id: groups.maple, time_zone: 'Europe/Dublin' })
  .returning();
const resident = (firstname: string, group = groups.maple) =>
  addResident(db, group, {
    firstname,
    surname: 'Byrne',
    facility_id: group === groups.maple ? limerick!.facility_id : null,
  });
const mary = await resident('Mary');
const tom = await resident('Tom');
const nora = await resident('Nora', groups.shannon);

const at = (hhmm: string, day = 25) => `2026-11-${String(day).padStart(2, '0')}T${hhmm}:00.000Z`;
const booking = (from: string, to: string, extra: object = {}) => ({
  service: 'Physiotherapy',
  user_id: mary,
  start_time: at(from),
  end_time: at(to),
  provider: 'Anne Byrne',
  location: 'Treatment room',
  notes: null,
  ...extra,
});
const book = (body: object, headers = as.manager) =>
  app.inject({ method: 'POST', url: '/v1/acorn/appointments', headers, payload: body });
const week = (headers = as.manager, extra = '') =>
  app.inject({
    method: 'GET',
    url: `/v1/acorn/appointments?from=${at('00:00', 23)}&to=${at('00:00', 30)}${extra}`,
    headers,
  });

describe('booking an appointment', () => {
  it('checks service, resident, start, end, their order, then the hours, the first failure alone', async () => {
    const cases: [object, string][] = [
      [booking('10:00', '11:00', { service: '', user_id: null }), APPOINTMENT_MESSAGES.service],
      [booking('10:00', '11:00', { user_id: null, start_time: null }), APPOINTMENT_MESSAGES.resident],
      [booking('10:00', '11:00', { start_time: 'soon', end_time: '' }), APPOINTMENT_MESSAGES.start],
      [booking('10:00', '11:00', { end_time: null }), APPOINTMENT_MESSAGES.end],
      [booking('11:00', '10:00'), 'End must be after start.'],
      [booking('08:30', '09:30'), APPOINTMENT_MESSAGES.startHours],
      [booking('16:30', '17:30'), APPOINTMENT_MESSAGES.endHours],
    ];
    for (const [body, message] of cases) {
      const res = await book(body);
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    }
  });

  it('saves a booking with the resident’s name and facility, and audits it', async () => {
    const res = await book(booking('09:00', '09:45', { provider: '  Anne Byrne ', notes: ' ' }));
    expect(res.statusCode).toBe(201);
    const saved = appointmentSchema.parse(res.json());
    expect(saved).toMatchObject({
      service: 'Physiotherapy',
      user_id: mary,
      resident_name: 'Mary Byrne',
      facility_name: 'Glenview',
      time_zone: 'Europe/Dublin',
      start_time: at('09:00'),
      end_time: at('09:45'),
      provider: 'Anne Byrne',
      notes: null,
      group_id: groups.maple,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointments'), eq(auditLog.entity_id, String(saved.appointment_id))));
    expect(audit).toMatchObject({ action: 'create', resident_id: mary, group_id: groups.maple });
  });

  it('refuses a time the resident is already booked, naming the booking; touching ends are fine', async () => {
    expect((await book(booking('10:00', '11:00'))).statusCode).toBe(201);
    expect((await book(booking('11:00', '12:00', { service: 'Doctor' }))).statusCode).toBe(201);
    const clash = await book(booking('10:30', '11:30', { service: 'Hairdressing' }));
    expect([clash.statusCode, clash.json()]).toEqual([
      409,
      { message: 'Mary Byrne already has Physiotherapy 10:00–11:00 on 25.11.2026.' },
    ]);
    // Another resident at the same time is no clash.
    expect((await book(booking('10:30', '11:30', { user_id: tom }))).statusCode).toBe(201);
  });

  it('books once when two API instances are asked for the same time at once', async () => {
    const other = await sibling();
    const body = booking('14:00', '15:00', { user_id: tom });
    const answers = await Promise.all([
      book(body),
      other.inject({ method: 'POST', url: '/v1/acorn/appointments', headers: as.manager, payload: body }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const items = (await week()).json<{ items: Appointment[] }>().items;
    expect(items.filter((i) => i.user_id === tom && i.start_time === at('14:00'))).toHaveLength(1);
  });
});

describe('moving and deleting', () => {
  it('moves a booking, refusing a clash with the resident’s other bookings but not with itself', async () => {
    const first = (await book(booking('15:00', '15:30'))).json<Appointment>();
    const put = (body: object) =>
      app.inject({
        method: 'PUT',
        url: `/v1/acorn/appointments/${first.appointment_id}`,
        headers: as.manager,
        payload: body,
      });
    const later = await put(booking('15:15', '15:45'));
    expect([later.statusCode, later.json<Appointment>().start_time]).toEqual([200, at('15:15')]);
    const onto = await put(booking('10:45', '11:15'));
    expect([onto.statusCode, onto.json()]).toEqual([
      409,
      { message: 'Mary Byrne already has Physiotherapy 10:00–11:00 on 25.11.2026.' },
    ]);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/v1/acorn/appointments/${first.appointment_id}`,
      headers: as.manager,
    });
    expect([gone.statusCode, gone.json()]).toEqual([200, { message: APPOINTMENT_MESSAGES.deleted }]);
    expect((await put(booking('15:00', '15:30'))).statusCode).toBe(404);
  });
});

describe('who may see and book', () => {
  it('answers a week of the caller’s groups, narrowed by service and facility, with the facilities', async () => {
    const body = (await week()).json();
    const { items, facilities: shown } = appointmentsSchema.parse(body);
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((i) => i.group_id === groups.maple)).toBe(true);
    expect(shown).toEqual([
      { facility_id: limerick!.facility_id, name: 'Glenview', time_zone: 'Europe/Dublin' },
    ]);
    const doctors = (await week(as.manager, '&service=Doctor')).json<{ items: Appointment[] }>().items;
    expect(doctors.map((d) => d.service)).toEqual(['Doctor']);
    const stranger = (await week(as.stranger)).json<{ items: Appointment[] }>().items;
    expect(stranger).toEqual([]);
    const admin = (await week(as.admin, `&facility_id=${limerick!.facility_id}`)).json<{
      items: Appointment[];
    }>();
    expect(admin.items).toHaveLength(items.length);
  });

  // Security review 3, finding 9: a booking's notes are clinical, and reading them was not on record.
  it('audits a read of each resident whose booking in the window has notes, and no other', async () => {
    const noted = await book(
      booking('10:00', '11:00', {
        user_id: tom,
        start_time: at('10:00', 26),
        end_time: at('11:00', 26),
        notes: 'Blood pressure review',
      }),
    );
    const plain = await book(
      booking('12:00', '13:00', { start_time: at('12:00', 26), end_time: at('13:00', 26) }),
    );
    expect([noted.statusCode, plain.statusCode]).toEqual([201, 201]);
    const [last] = await db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    const res = await app.inject({
      url: `/v1/acorn/appointments?from=${at('00:00', 26)}&to=${at('00:00', 27)}`,
      headers: as.manager,
    });
    expect(res.json<{ items: Appointment[] }>().items).toHaveLength(2);
    const rows = await db.select().from(auditLog).where(gt(auditLog.id, last!.id));
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'read',
        entity: 'appointments',
        resident_id: tom,
        group_id: groups.maple,
      }),
    ]);
  });

  it('refuses a window longer than a month, or backwards', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v1/acorn/appointments?from=${at('00:00', 1)}&to=2026-12-03T00:00:00Z`,
      headers: as.manager,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { message: APPOINTMENT_MESSAGES.window }]);
  });

  it('answers another group’s resident or booking as not found, and other roles 403', async () => {
    expect((await book(booking('12:00', '12:30', { user_id: nora }))).statusCode).toBe(404);
    const mine = (await book(booking('12:00', '12:30'))).json<Appointment>();
    const path = `/v1/acorn/appointments/${mine.appointment_id}`;
    const put = await app.inject({
      method: 'PUT',
      url: path,
      headers: as.stranger,
      payload: booking('12:00', '12:30'),
    });
    expect(put.statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: path, headers: as.stranger })).statusCode).toBe(404);
    // Moving one's own booking onto another group's resident is as unknown a resident as any.
    const moved = await app.inject({
      method: 'PUT',
      url: path,
      headers: as.manager,
      payload: booking('12:00', '12:30', { user_id: nora }),
    });
    expect(moved.statusCode).toBe(404);
    for (const headers of [as.papers, as.family]) {
      expect((await week(headers)).statusCode).toBe(403);
      expect((await book(booking('13:00', '13:30'), headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'DELETE', url: path, headers })).statusCode).toBe(403);
    }
    // Role 1 books in any group; Nora has no facility, so Toronto's clock (the default) judges: 10:00 there.
    const admin = await book(booking('15:00', '15:30', { user_id: nora }), as.admin);
    expect([admin.statusCode, admin.json<Appointment>().time_zone]).toEqual([201, 'America/Toronto']);
  });
});
