import { z } from 'zod';
import { SERVICES, SERVICES_CALENDAR, type Service } from './calendars';
import { isEmpty } from '../shared/empty';
import { dayIn, dayNumber, wallClock, zonedDayjs, zonedInstant } from '../time/zoned-time';
import { idText, inId, rowId, rowText, rowTimestamp } from '../shared/fields';

// Appointments: the services calendar (spec doc 2 §2.5, issue 20), backed by data. A resident sees a
// service (hairdresser, physiotherapist, chiropractor, doctor) at a time; the resident's tablet is told
// their coming appointments after every change (the `calendar` command, docs/tablet-link.md).

export const appointmentSchema = z.object({
  appointment_id: rowId,
  service: z.enum(SERVICES),
  /** The resident; null once their account was deleted (the booking stays, unnamed). */
  user_id: rowId.nullable(),
  resident_name: rowText,
  facility_id: rowId.nullable(),
  facility_name: rowText,
  /** The facility's clock (IANA zone), by which the calendar's hours 9 to 17 are judged. */
  time_zone: z.string(),
  start_time: rowTimestamp,
  end_time: rowTimestamp,
  provider: rowText,
  location: rowText,
  notes: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const APPOINTMENT_TEXT_MAX = { provider: 200, location: 200, notes: 2000 } as const;
const text = (max: number) => z.string().max(max).nullish();

/** Add and edit alike. Loose on emptiness, so a missing value gets its own message from the rules. */
export const appointmentInputSchema = z.object({
  service: z.string().max(40).nullish(),
  user_id: inId,
  start_time: z.string().max(40).nullish(),
  end_time: z.string().max(40).nullish(),
  provider: text(APPOINTMENT_TEXT_MAX.provider),
  location: text(APPOINTMENT_TEXT_MAX.location),
  notes: text(APPOINTMENT_TEXT_MAX.notes),
});
export type AppointmentInput = z.infer<typeof appointmentInputSchema>;

/**
 * How far ahead a resident's tablet is told their appointments (the `calendar` command); each snapshot
 * lives as long (its time to live), since a later one replaces it anyway.
 */
export const CALENDAR_COMMAND_DAYS = 28;

/** A calendar shows a day or a week: a month at most is read at once. */
export const APPOINTMENT_WINDOW_DAYS = 31;

/** `service=Doctor,Physiotherapy`: the services shown (none named: all). */
const serviceList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(z.enum(SERVICES)).max(SERVICES.length),
);

export const appointmentsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  service: serviceList.optional(),
  facility_id: idText.optional(),
});
export type AppointmentsQuery = z.infer<typeof appointmentsQuerySchema>;

/** A facility the calendar may be narrowed to, with its clock (a new booking's hours are judged by it). */
export const appointmentFacilitySchema = z.object({
  facility_id: rowId,
  name: z.string(),
  time_zone: z.string(),
});
export type AppointmentFacility = z.infer<typeof appointmentFacilitySchema>;

export const appointmentsSchema = z.object({
  items: z.array(appointmentSchema),
  /** The facilities of the caller's scope, by name. */
  facilities: z.array(appointmentFacilitySchema),
});
export type Appointments = z.infer<typeof appointmentsSchema>;

export const appointmentParams = z.object({ appointment_id: idText });

const clockOf = (at: number, timeZone: string) => {
  const shown = zonedDayjs(at, timeZone);
  return { time: shown.format('HH:mm'), date: shown.format('DD.MM.YYYY') };
};

// The spec gives no wording for these; they follow the style of its other messages.
export const APPOINTMENT_MESSAGES = {
  service: 'Service cannot be empty.',
  resident: 'Resident cannot be empty.',
  start: 'Start date & time cannot be empty.',
  end: 'End date & time cannot be empty.',
  order: 'End must be after start.',
  startHours: 'Start must be between 09:00 and 17:00 at the resident’s facility.',
  endHours: 'End must be between 09:00 and 17:00 on the same day at the resident’s facility.',
  window: `Choose a window that ends after it starts and spans at most ${APPOINTMENT_WINDOW_DAYS} days.`,
  created: 'Appointment booked.',
  updated: 'Appointment saved.',
  deleted: 'Appointment deleted.',
  /** The resident has another booking at that time, named as the calendar shows it (facility's clock). */
  clash: (
    residentName: string,
    other: { service: string; start_time: string; end_time: string },
    timeZone: string,
  ): string => {
    const start = clockOf(Date.parse(other.start_time), timeZone);
    const end = clockOf(Date.parse(other.end_time), timeZone);
    return `${residentName} already has ${other.service} ${start.time}–${end.time} on ${start.date}.`;
  },
} as const;

/** The instant a facility's clock shows `hour`:`minute` on the date 'YYYY-MM-DD' (ISO 8601, UTC). */
export function facilityInstant(date: string, hour: number, minute: number, timeZone: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(zonedInstant(dayNumber(year, month, day), hour, timeZone) + minute * 60_000).toISOString();
}

export const isService = (value: unknown): value is Service =>
  typeof value === 'string' && (SERVICES as readonly string[]).includes(value);

/** Milliseconds since the epoch, or NaN when the value is not a date. */
const timeOf = (value: string | null | undefined): number => (value ? Date.parse(value) : Number.NaN);

/** Seconds since the facility's midnight at `at`. */
function secondOfDay(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  return w.hour * 3600 + w.minute * 60 + w.second;
}

const OPENS = SERVICES_CALENDAR.minHour * 3600;
const CLOSES = SERVICES_CALENDAR.maxHour * 3600;

export interface AppointmentRefusal {
  field: keyof AppointmentInput;
  message: string;
}

/**
 * The form's rules in its order, the first failure on its field; the server runs the same. `timeZone` is
 * the resident's facility's clock: the hours rule (9:00 to 17:00, within one day, as the calendar shows)
 * waits until it is known, so the server can check the rest before it looks the resident up.
 */
export function validateAppointment(
  input: Partial<AppointmentInput>,
  timeZone: string | null,
): AppointmentRefusal | null {
  const refuse = (field: keyof AppointmentInput, message: string) => ({ field, message });
  if (isEmpty(input.service) || !isService(input.service))
    return refuse('service', APPOINTMENT_MESSAGES.service);
  if (input.user_id == null) return refuse('user_id', APPOINTMENT_MESSAGES.resident);
  const start = timeOf(input.start_time);
  const end = timeOf(input.end_time);
  if (Number.isNaN(start)) return refuse('start_time', APPOINTMENT_MESSAGES.start);
  if (Number.isNaN(end)) return refuse('end_time', APPOINTMENT_MESSAGES.end);
  if (!(end > start)) return refuse('end_time', APPOINTMENT_MESSAGES.order);
  if (timeZone === null) return null;
  const opens = secondOfDay(start, timeZone);
  if (opens < OPENS || opens >= CLOSES) return refuse('start_time', APPOINTMENT_MESSAGES.startHours);
  if (dayIn(end, timeZone) !== dayIn(start, timeZone) || secondOfDay(end, timeZone) > CLOSES)
    return refuse('end_time', APPOINTMENT_MESSAGES.endHours);
  return null;
}
