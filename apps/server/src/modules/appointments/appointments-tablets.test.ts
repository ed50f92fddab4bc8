import type { Appointment } from '@acorn/domain/activities';
import { calendarPayloadSchema, type CommandPayload } from '@acorn/domain/tablet-link';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../../test/fixtures.js';
import { addResident } from '../../../test/residents.js';
import { createTestApp } from '../../../test/test-app.js';
import { createTablets, eventually, listen, simulatedTablet } from '../../../test/tablets.js';
import { commands, facilities } from '../../db/schema/index.js';

// A booking's way to the resident's tablet: each committed write sends the `calendar` command, the
// resident's whole calendar, which a simulated tablet receives, checks and keeps.
const { app, db } = await createTestApp();
const { groups, as } = await signedInStaff(app, db, { manager: { roles: [2], group: 'maple' } });
const [glenview] = await db
  .insert(facilities)
  .values({ name: 'Glenview', group_id: groups.maple, time_zone: 'Europe/Dublin' })
  .returning();
const where = await listen(app);
const identities = await createTablets(db, groups.maple, 2, { facility_id: glenview!.facility_id });
const tablets = identities.map((identity) => simulatedTablet(identity, where));
afterAll(() => tablets.forEach((t) => t.drop()));
for (const tablet of tablets) {
  await tablet.enrol();
  await tablet.connect();
}
const [maryTablet, tomTablet] = tablets as [(typeof tablets)[0], (typeof tablets)[0]];
const mary = maryTablet.userId;
const tom = tomTablet.userId;
const noTablet = await addResident(db, groups.maple, { acorn_id: null, facility_id: glenview!.facility_id });

// The clock reads 21.11.2026 09:00Z: Wednesday 25th is within the 28 days a calendar covers.
const at = (hhmm: string) => `2026-11-25T${hhmm}:00.000Z`;
const booking = (userId: number, from: string, to: string) => ({
  service: 'Chiropractor',
  user_id: userId,
  start_time: at(from),
  end_time: at(to),
  provider: 'Dr Seán Kelly',
  location: null,
  notes: 'Bring the X-ray',
});
const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers: as.manager, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<Appointment>();
};
const calendarsOf = (userId: number) =>
  db
    .select()
    .from(commands)
    .where(and(eq(commands.user_id, userId), eq(commands.action, 'calendar')))
    .orderBy(asc(commands.id));
/** The next calendar command the tablet receives after the `seen` it had. */
const nextCalendar = (tablet: (typeof tablets)[0], seen: number) =>
  tablet.waitFor((c: CommandPayload) => c.action === 'calendar' && c.command_id > seen);
const lastSeen = (tablet: (typeof tablets)[0]) => Math.max(0, ...tablet.received.map((c) => c.command_id));

describe('the resident’s calendar on their tablet', () => {
  let booked: Appointment;

  it('arrives after a booking, whole, and the tablet keeps it', async () => {
    const seen = lastSeen(maryTablet);
    booked = await write('POST', '/v1/acorn/appointments', booking(mary, '10:00', '10:30'));
    const command = await nextCalendar(maryTablet, seen);
    const payload = calendarPayloadSchema.parse(command.payload);
    expect(payload.appointments).toEqual([
      {
        appointment_id: booked.appointment_id,
        service: 'Chiropractor',
        start_time: at('10:00'),
        end_time: at('10:30'),
        provider: 'Dr Seán Kelly',
        location: null,
        notes: 'Bring the X-ray',
      },
    ]);
    await eventually(() => expect(maryTablet.calendar?.appointments).toHaveLength(1));
    await eventually(async () => expect((await calendarsOf(mary)).at(-1)?.state).toBe('done'));
  });

  it('tells both residents when a booking moves from one to the other', async () => {
    const [maryHad, tomHad] = [lastSeen(maryTablet), lastSeen(tomTablet)];
    await write('PUT', `/v1/acorn/appointments/${booked.appointment_id}`, booking(tom, '11:00', '11:30'));
    const [toMary, toTom] = await Promise.all([
      nextCalendar(maryTablet, maryHad),
      nextCalendar(tomTablet, tomHad),
    ]);
    expect(calendarPayloadSchema.parse(toMary.payload).appointments).toEqual([]);
    expect(calendarPayloadSchema.parse(toTom.payload).appointments).toMatchObject([
      { appointment_id: booked.appointment_id, start_time: at('11:00') },
    ]);
  });

  it('leaves a deleted booking out of the next calendar', async () => {
    const had = lastSeen(tomTablet);
    const other = await write('POST', '/v1/acorn/appointments', booking(tom, '14:00', '14:30'));
    const seen = (await nextCalendar(tomTablet, had)).command_id;
    await write('DELETE', `/v1/acorn/appointments/${booked.appointment_id}`);
    const command = await nextCalendar(tomTablet, seen);
    expect(calendarPayloadSchema.parse(command.payload).appointments.map((a) => a.appointment_id)).toEqual([
      other.appointment_id,
    ]);
  });

  it('lets a newer calendar replace one still waiting for an offline tablet', async () => {
    tomTablet.drop();
    const first = await write('POST', '/v1/acorn/appointments', booking(tom, '15:00', '15:30'));
    await write('PUT', `/v1/acorn/appointments/${first.appointment_id}`, booking(tom, '15:30', '16:00'));
    const [older, newer] = (await calendarsOf(tom)).slice(-2);
    expect([older!.state, older!.detail]).toEqual(['expired', 'Superseded by a newer calendar']);
    expect(newer!.state).toBe('queued');
  });

  it('books a resident without a tablet all the same, telling no tablet', async () => {
    const saved = await write('POST', '/v1/acorn/appointments', booking(noTablet, '10:00', '10:30'));
    expect(saved.user_id).toBe(noTablet);
    expect(await calendarsOf(noTablet)).toEqual([]);
  });
});
