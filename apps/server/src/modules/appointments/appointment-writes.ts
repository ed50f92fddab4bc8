import {
  APPOINTMENT_MESSAGES,
  validateAppointment,
  type Appointment,
  type AppointmentInput,
} from '@acorn/domain/activities';
import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, appointments as a, facilities } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest, HttpError, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { residentsOf } from '../residents/residents-filter.js';
import { appointmentOf } from './appointment-rows.js';

/**
 * The resident a booking names, if the caller may see them (else 404), with their facility's clock, their
 * row locked until the transaction ends. Every write that books this resident takes the same lock first,
 * so two of them run one after the other — on one API instance or several, since the lock is the
 * database's — and the second one's clash check (a new statement, so a new snapshot under READ COMMITTED)
 * sees what the first committed. Without it both could find the time free and both insert.
 */
async function lockResident(tx: Db, req: FastifyRequest, userId: number) {
  const [row] =
    userId > MAX_ID
      ? []
      : await tx
          .select({
            user_id: acornUsers.user_id,
            group_id: acornUsers.group_id,
            facility_id: acornUsers.facility_id,
            firstname: acornUsers.firstname,
            surname: acornUsers.surname,
            time_zone: sql<string>`coalesce(${facilities.time_zone}, ${DEFAULT_TIME_ZONE})`,
          })
          .from(acornUsers)
          .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
          .where(and(eq(acornUsers.user_id, userId), residentsOf(groupScope(req.user!))))
          .for('update', { of: acornUsers });
  if (!row) throw notFound();
  return { ...row, name: [row.firstname, row.surname].filter(Boolean).join(' ') };
}

/** Another booking of the resident overlapping [start, end): touching ends (11:00 then 11:00) do not. */
async function clashOf(tx: Db, userId: number, input: { start: string; end: string }, except?: number) {
  const [other] = await tx
    .select({ service: a.service, start_time: a.start_time, end_time: a.end_time })
    .from(a)
    .where(
      and(
        eq(a.user_id, userId),
        lt(a.start_time, input.end),
        gt(a.end_time, input.start),
        except === undefined ? undefined : ne(a.appointment_id, except),
      ),
    )
    .orderBy(asc(a.start_time))
    .limit(1);
  return other;
}

/** The rules (the form's own, in its order), then the resident's lock, their hours and their clashes. */
async function checkedBooking(tx: Db, req: FastifyRequest, input: AppointmentInput, except?: number) {
  const early = validateAppointment(input, null);
  if (early) throw badRequest(early.message);
  const resident = await lockResident(tx, req, input.user_id!);
  const refusal = validateAppointment(input, resident.time_zone);
  if (refusal) throw badRequest(refusal.message);
  const start = new Date(input.start_time!).toISOString();
  const end = new Date(input.end_time!).toISOString();
  const other = await clashOf(tx, resident.user_id, { start, end }, except);
  if (other) throw new HttpError(409, APPOINTMENT_MESSAGES.clash(resident.name, other, resident.time_zone));
  const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);
  const values = {
    service: input.service!,
    title: null,
    user_id: resident.user_id,
    facility_id: resident.facility_id,
    group_id: resident.group_id,
    start_time: start,
    end_time: end,
    provider: clean(input.provider),
    location: clean(input.location),
    notes: clean(input.notes),
    last_modified_date: req.server.clock().toISOString(),
  };
  return { resident, values };
}

type Values = Awaited<ReturnType<typeof checkedBooking>>['values'];
const audited = ({ service, user_id, start_time, end_time, provider, location }: Values | Appointment) => ({
  service,
  user_id,
  start_time: new Date(start_time).toISOString(),
  end_time: new Date(end_time).toISOString(),
  provider,
  location,
});

/** What a write answers: the booking as saved, and the residents whose tablets must hear of it. */
export interface Written {
  appointment: Appointment | null;
  residents: number[];
}

export async function createAppointment(req: FastifyRequest, input: AppointmentInput): Promise<Written> {
  const { db } = req.server;
  const id = await db.transaction(async (tx) => {
    const { resident, values } = await checkedBooking(tx, req, input);
    const [row] = await tx
      .insert(a)
      .values({ ...values, created_by: req.user!.user_id })
      .returning({ appointment_id: a.appointment_id });
    await writeAudit(tx, req, {
      action: 'create',
      entity: 'appointments',
      entity_id: row!.appointment_id,
      group_id: resident.group_id,
      resident_id: resident.user_id,
      changes: audited(values),
    });
    return row!.appointment_id;
  });
  const appointment = (await appointmentOf(db, id, null))!;
  return { appointment, residents: [appointment.user_id!] };
}

/** The booking itself, locked first: a move and a delete of the same booking do not interleave. */
async function lockAppointment(tx: Db, req: FastifyRequest, id: number): Promise<Appointment> {
  const [locked] =
    id > MAX_ID
      ? []
      : await tx
          .select({ id: a.appointment_id })
          .from(a)
          .where(and(eq(a.appointment_id, id), inScope(a.group_id, groupScope(req.user!))))
          .for('update');
  if (!locked) throw notFound();
  return (await appointmentOf(tx, id, null))!;
}

export async function updateAppointment(
  req: FastifyRequest,
  id: number,
  input: AppointmentInput,
): Promise<Written> {
  const { db } = req.server;
  const before = await db.transaction(async (tx) => {
    const was = await lockAppointment(tx, req, id);
    const { resident, values } = await checkedBooking(tx, req, input, id);
    await tx.update(a).set(values).where(eq(a.appointment_id, id));
    await writeAudit(tx, req, {
      action: 'update',
      entity: 'appointments',
      entity_id: id,
      group_id: resident.group_id,
      resident_id: resident.user_id,
      changes: { before: audited(was), after: audited(values) },
    });
    return was;
  });
  const appointment = (await appointmentOf(db, id, null))!;
  // A booking moved from one resident to another: both calendars changed.
  const residents = [...new Set([before.user_id, appointment.user_id])].filter(
    (u): u is number => u !== null,
  );
  return { appointment, residents };
}

export async function deleteAppointment(req: FastifyRequest, id: number): Promise<Written> {
  const was = await req.server.db.transaction(async (tx) => {
    const found = await lockAppointment(tx, req, id);
    await tx.delete(a).where(eq(a.appointment_id, id));
    await writeAudit(tx, req, {
      action: 'delete',
      entity: 'appointments',
      entity_id: id,
      group_id: found.group_id,
      resident_id: found.user_id,
      changes: audited(found),
    });
    return found;
  });
  return { appointment: null, residents: was.user_id === null ? [] : [was.user_id] };
}
