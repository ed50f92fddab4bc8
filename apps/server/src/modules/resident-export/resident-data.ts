import { hasPermission, noAccessSentence, PERMISSION, type PermissionBit } from '@acorn/domain/access';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  acornUsers,
  appointments,
  callLogs,
  calls,
  checkInLogs,
  commands,
  enrolmentLinks,
  facilities,
  familyLinks,
  groups,
  healthRanges,
  healthReadings,
  maintenances,
  medicalNotes,
  messages,
  portalUsers,
  publicEventAttendances,
  publicEvents,
  sharedPhotos,
  tabletCredentials,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
} from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

type Row = Record<string, unknown>;

/** One kind of record about the resident: its key in the JSON file, its heading in the PDF, how to read it. */
export interface ExportSection {
  key: string;
  title: string;
  table: PgTable;
  read: (db: Db, userId: number) => Promise<Row[]>;
  /**
   * Rows only a group holding `permission` may read (ADR 0030), which `rows` picks: left out of the file
   * of a group without it, and the file says so (`withheld`).
   */
  guarded?: { permission: PermissionBit; rows: (row: Row) => boolean; what: string };
}

/**
 * Activities are public events, which a group without READ_EDIT_PUBLIC_EVENTS may not read: not their
 * attendance either, as on the resident's Activities panel, nor the invitations that carried them.
 */
const activitiesBit = (what: string, rows: (row: Row) => boolean) => ({
  permission: PERMISSION.READ_EDIT_PUBLIC_EVENTS,
  rows,
  what,
});

/** What never leaves the server, in a file either: credentials and their hashes. */
const SECRET = /password|token|secret|hash/i;
const withoutSecrets = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET.test(key)));

/** Every row of `table` whose `column` names the resident, oldest first (the table's own key order). */
const rowsOf =
  (table: PgTable, column: PgColumn) =>
  async (db: Db, userId: number): Promise<Row[]> => {
    const rows = (await db.select().from(table).where(eq(column, userId))) as Row[];
    return rows.map(withoutSecrets);
  };

const section = (key: string, title: string, table: PgTable & { user_id: PgColumn }): ExportSection => ({
  key,
  title,
  table,
  read: rowsOf(table, table.user_id),
});

/** A section whose rows read better with a few columns of another table beside them (names, titles). */
function joinedSection(
  key: string,
  title: string,
  table: PgTable & { user_id: PgColumn },
  beside: { join: PgTable; on: SQL; columns: Record<string, PgColumn> },
): ExportSection {
  const read = async (db: Db, userId: number) => {
    const rows = await db
      .select({ ...getTableColumns(table), ...beside.columns })
      .from(table)
      .leftJoin(beside.join, beside.on)
      .where(eq(table.user_id, userId));
    return (rows as Row[]).map(withoutSecrets);
  };
  return { key, title, table, read };
}

/**
 * Everything stored about one resident, by kind (GDPR art. 15 and 20). A test holds this to the tables a
 * delete erases (resident-erasure/erase-resident.ts): a new table about residents must say here how it is exported.
 */
export const EXPORT_SECTIONS: ExportSection[] = [
  section('user_details', 'Tablet privileges and accessories', userDetails),
  section('user_contacts', 'Contacts', userContacts),
  // Who may see the resident's news, by name: the resident has a right to know.
  joinedSection('family_links', 'Family members', familyLinks, {
    join: portalUsers,
    on: eq(portalUsers.user_id, familyLinks.portal_user_id),
    columns: {
      family_member_name: portalUsers.firstname,
      family_member_surname: portalUsers.surname,
      family_member_email: portalUsers.email,
    },
  }),
  section('messages', 'Chat messages', messages),
  section('check_in_logs', 'Check-ins', checkInLogs),
  section('call_logs', 'Call log', callLogs),
  section('calls', 'Calls', calls),
  section('health_readings', 'Health readings', healthReadings),
  section('health_ranges', 'Health ranges', healthRanges),
  section('medical_notes', 'Medical information', medicalNotes),
  {
    ...joinedSection('public_event_attendances', 'Activities', publicEventAttendances, {
      join: publicEvents,
      on: eq(publicEvents.public_event_id, publicEventAttendances.public_event_id),
      columns: { event_title: publicEvents.title, event_start_time: publicEvents.start_time },
    }),
    guarded: activitiesBit('activities', () => true),
  },
  section('shared_photos', 'Photos shared with the tablet', sharedPhotos),
  section('enrolment_links', 'Tablet enrolment links', enrolmentLinks),
  section('user_metrics', 'Tablet report', userMetrics),
  section('user_devices', 'Tablet SIM and device', userDevices),
  section('tablet_credentials', 'Tablet credential', tabletCredentials),
  {
    key: 'maintenances',
    title: 'Room jobs',
    table: maintenances,
    read: rowsOf(maintenances, maintenances.user_id),
  },
  {
    key: 'appointments',
    title: 'Appointments',
    table: appointments,
    read: rowsOf(appointments, appointments.user_id),
  },
  {
    ...section('commands', 'Commands sent to the tablet', commands),
    guarded: activitiesBit('invitations to activities', (row) => row.action === 'event_invite'),
  },
];

export interface ResidentData {
  format: 'acorn-resident-export/1';
  generated_at: string;
  generated_by: string | null;
  resident: Row & { user_id: number };
  group: string | null;
  facility: string | null;
  time_zone: string | null;
  records: Record<string, Row[]>;
  /** By section: why some or all of its rows are not in the file (the exporting group's permission bits). */
  withheld: Record<string, string>;
}

/** The resident's own row (secrets left out), their group and care home, and each section's rows. */
export async function residentData(
  db: Db,
  userId: number,
  meta: { now: Date; by: string | null; permissions: number },
): Promise<ResidentData> {
  const [found] = await db
    .select({
      resident: acornUsers,
      group: groups.title,
      facility: facilities.name,
      time_zone: facilities.time_zone,
    })
    .from(acornUsers)
    .leftJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .leftJoin(facilities, eq(facilities.facility_id, acornUsers.facility_id))
    .where(eq(acornUsers.user_id, userId));
  if (!found) throw new Error(`resident ${userId} not found`);
  const records: Record<string, Row[]> = {};
  const withheld: Record<string, string> = {};
  // One after another: the embedded database answers one statement at a time anyway.
  for (const s of EXPORT_SECTIONS) {
    const rows = await s.read(db, userId);
    const guard = s.guarded && !hasPermission(meta.permissions, s.guarded.permission) ? s.guarded : null;
    records[s.key] = guard ? rows.filter((row) => !guard.rows(row)) : rows;
    if (guard) withheld[s.key] = noAccessSentence(guard.what);
  }
  return {
    format: 'acorn-resident-export/1',
    generated_at: meta.now.toISOString(),
    generated_by: meta.by,
    resident: withoutSecrets(found.resident) as Row & { user_id: number },
    group: found.group,
    facility: found.facility,
    time_zone: found.time_zone,
    records,
    withheld,
  };
}
