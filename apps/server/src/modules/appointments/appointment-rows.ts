import type { Appointment, AppointmentFacility, AppointmentsQuery } from '@acorn/domain/activities';
import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { acornUsers, appointments as a, facilities, groups } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/** A calendar reads at most this many bookings at once (a month of a large group). */
const MAX_ROWS = 5000;
const DAY_MS = 86_400_000;

const columns = {
  appointment_id: a.appointment_id,
  service: a.service,
  user_id: a.user_id,
  resident_name: sql<
    string | null
  >`nullif(concat_ws(' ', ${acornUsers.firstname}, ${acornUsers.surname}), '')`,
  facility_id: a.facility_id,
  facility_name: facilities.name,
  time_zone: sql<string>`coalesce(${facilities.time_zone}, ${DEFAULT_TIME_ZONE})`,
  start_time: a.start_time,
  end_time: a.end_time,
  provider: a.provider,
  location: a.location,
  notes: a.notes,
  group_id: a.group_id,
  last_modified_date: a.last_modified_date,
};

type Selected = { [K in keyof typeof columns]: unknown } & Record<string, unknown>;

/** Instants as the API writes them (ISO 8601, UTC), whichever engine read them. */
const toAppointment = (row: Selected): Appointment =>
  ({
    ...row,
    start_time: new Date(row.start_time as string).toISOString(),
    end_time: new Date(row.end_time as string).toISOString(),
    last_modified_date: new Date(row.last_modified_date as string).toISOString(),
  }) as Appointment;

function select(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(a)
    .leftJoin(acornUsers, eq(acornUsers.user_id, a.user_id))
    .leftJoin(facilities, eq(facilities.facility_id, a.facility_id))
    .where(where)
    .orderBy(asc(a.start_time), asc(a.appointment_id));
}

/**
 * The group a scope may read (null: every group). Role 1's is every group's id listed, so the
 * (group_id, start_time) index still serves the time range, group by group.
 */
const groupWhere = (scope: number | null): SQL =>
  scope === null
    ? inArray(a.group_id, sql`(select ${groups.group_id} from ${groups})`)
    : eq(a.group_id, scope);

/**
 * Bookings overlapping [from, to). Every booking lies within one day (09:00–17:00 on its facility's
 * clock), so one overlapping the window starts less than a day before it: that lower bound lets the index
 * range over start_time from both ends rather than read every earlier booking of the group.
 */
export async function appointmentsIn(
  db: Db,
  query: AppointmentsQuery,
  scope: number | null,
): Promise<Appointment[]> {
  const from = new Date(query.from);
  const to = new Date(query.to).toISOString();
  const rows = await select(
    db,
    and(
      groupWhere(scope),
      gt(a.start_time, new Date(from.getTime() - DAY_MS).toISOString()),
      lt(a.start_time, to),
      gt(a.end_time, from.toISOString()),
      query.service?.length ? inArray(a.service, query.service) : undefined,
      query.facility_id === undefined ? undefined : eq(a.facility_id, query.facility_id),
    ),
  ).limit(MAX_ROWS);
  return rows.map(toAppointment);
}

/** One booking in the scope, or undefined (missing and another group's alike). */
export async function appointmentOf(db: Db, id: number, scope: number | null) {
  const [row] = await select(db, and(eq(a.appointment_id, id), groupWhere(scope)));
  return row && toAppointment(row);
}

/** A resident's bookings not yet over at `from` and starting before `until`: their tablet's calendar. */
export async function residentAppointments(db: Db, userId: number, from: Date, until: Date) {
  const rows = await select(
    db,
    and(eq(a.user_id, userId), gt(a.end_time, from.toISOString()), lt(a.start_time, until.toISOString())),
  ).limit(500);
  return rows.map(toAppointment);
}

/** The facilities of the scope, for the calendar's filter and for judging a new booking's hours. */
export function facilitiesOf(db: Db, scope: number | null): Promise<AppointmentFacility[]> {
  return db
    .select({ facility_id: facilities.facility_id, name: facilities.name, time_zone: facilities.time_zone })
    .from(facilities)
    .where(scope === null ? undefined : eq(facilities.group_id, scope))
    .orderBy(asc(facilities.name), asc(facilities.facility_id));
}
