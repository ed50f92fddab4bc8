import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified, listIndexes, money } from './columns.js';
import { groupAndStamp, portalUsers, tenantGroupId } from './identity.js';
import { acornUsers, facilities } from './residents.js';

/**
 * One entity for the maintenance table, the role 8 jobs view, the resident screen's maintenance form and the
 * family maintenance request. A resident link is optional and survives the resident as resident_name.
 */
export const maintenances = pgTable(
  'maintenances',
  {
    maintenance_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text(),
    description: text(),
    resident_name: text(),
    is_recurring: boolean().notNull().default(false),
    start_date: day(),
    notes: text(),
    cost: money(),
    /** Pending, In-Progress, Done or Delayed. */
    status: text().notNull().default('Pending'),
    /** 1, 2 or 3. */
    priority: integer(),
    /** Family maintenance request: may staff enter with a key? Yes, No or Not Applicable. */
    key_entry_permission: text(),
    photo_path: text(),
    user_id: integer().references(() => acornUsers.user_id, { onDelete: 'set null' }),
    facility_id: integer().references(() => facilities.facility_id, { onDelete: 'set null' }),
    requested_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    group_id: tenantGroupId(),
    // The maintenance report's response-time and time-between-requests gauges are measured from these.
    created_at: createdAt(),
    responded_at: instant(),
    completed_at: instant(),
    last_modified_date: lastModified(),
    // After the rest, where migration 0014 added them.
    /** weekly or monthly for a recurring job (MAINTENANCE_RECURRENCES); null otherwise. */
    recurrence: text(),
    /** The occurrence whose Done opened this one: each opens at most one next one. */
    recurs_from: integer().references((): AnyPgColumn => maintenances.maintenance_id, {
      onDelete: 'set null',
    }),
    // After the rest, where migration 0016 added it.
    /**
     * Set when the tablet opened this job itself (TABLET_CONDITIONS: offline, battery, storage): one open
     * job per tablet and condition, whichever API instance noticed first (the partial unique index).
     */
    tablet_condition: text(),
  },
  (t) => [
    uniqueIndex('maintenances_recurs_from_unique').on(t.recurs_from),
    uniqueIndex('maintenances_open_tablet_condition_unique')
      .on(t.user_id, t.tablet_condition)
      .where(sql`${t.tablet_condition} is not null and ${t.status} <> 'Done'`),
    ...listIndexes('maintenances', t.group_id, t.last_modified_date, t.maintenance_id),
    index('maintenances_group_start_idx').on(t.group_id, t.start_date),
    index('maintenances_user_idx').on(t.user_id),
  ],
);

/** Notes appended to a job (Add Note): timestamped, with their author, never changed (issue 18). */
export const maintenanceNotes = pgTable(
  'maintenance_notes',
  {
    note_id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    maintenance_id: integer()
      .notNull()
      .references(() => maintenances.maintenance_id, { onDelete: 'cascade' }),
    group_id: tenantGroupId(),
    body: text().notNull(),
    created_at: createdAt(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    /** The author's name as it was then. */
    author: text(),
  },
  (t) => [index('maintenance_notes_job_idx').on(t.maintenance_id, t.created_at)],
);

/**
 * The services calendar (/services, issue 20): Hairdressing, Physiotherapy, Chiropractor, Doctor, each for
 * one resident. A resident is never booked twice at once: checked in the transaction that writes, under a
 * lock on the resident's row, so two API instances cannot both book the same hour.
 */
export const appointments = pgTable(
  'appointments',
  {
    appointment_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    service: text().notNull(),
    /** The calendar's text when the seed wrote one; the portal shows service and resident. */
    title: text(),
    start_time: instant().notNull(),
    end_time: instant().notNull(),
    location: text(),
    notes: text(),
    user_id: integer().references(() => acornUsers.user_id, { onDelete: 'set null' }),
    facility_id: integer().references(() => facilities.facility_id, { onDelete: 'set null' }),
    ...groupAndStamp(),
    // After the rest, where migration 0017 added them.
    /** Who gives the service ('Anne Byrne, physiotherapist'). */
    provider: text(),
    created_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    index('appointments_user_start_idx').on(t.user_id, t.start_time),
    index('appointments_group_modified_idx').on(t.group_id, t.last_modified_date.desc().nullsFirst()),
    index('appointments_group_start_idx').on(t.group_id, t.start_time),
  ],
);
