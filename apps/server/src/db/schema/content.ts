import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified, listIndexes } from './columns.js';
import { groupAndStamp, portalUsers, tenantGroupId } from './identity.js';
import { facilities, residentKey } from './residents.js';
import { commands } from './tablet-link.js';

// What the tablets show. The spec names the change stamp last_updated on noticeboards, menus and events.

export const localContents = pgTable(
  'local_contents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    url: text().notNull(),
    icon_url: text().notNull(),
    county: text().default('All'),
    ...groupAndStamp(),
  },
  (t) => listIndexes('local_contents', t.group_id, t.last_modified_date, t.id),
);

export const newspapers = pgTable(
  'newspapers',
  {
    newspaper_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    url: text().notNull(),
    icon_url: text().notNull(),
    county: text().default('All'),
    ...groupAndStamp(),
  },
  (t) => [
    ...listIndexes('newspapers', t.group_id, t.last_modified_date, t.newspaper_id),
    index('newspapers_title_idx').on(sql`lower(${t.title})`),
  ],
);

export const noticeboards = pgTable(
  'noticeboards',
  {
    noticeboard_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    image_url: text(),
    expire_date: day(),
    location: text(),
    group_id: tenantGroupId(),
    last_updated: lastModified(),
  },
  (t) => listIndexes('noticeboards', t.group_id, t.last_updated, t.noticeboard_id),
);

/** The PDF itself lives in the data directory under file_path (a generated name), never in the database. */
export const menus = pgTable(
  'menus',
  {
    menus_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text(),
    description: text(),
    /** The PDF's name as people download it; 'menu.pdf' when none was given. */
    file: text().notNull().default('menu.pdf'),
    /** The generated name the PDF is stored under in the data directory; null until one is uploaded. */
    file_path: text(),
    file_size: integer(),
    expire_date: day(),
    location: text(),
    group_id: tenantGroupId(),
    last_updated: lastModified(),
  },
  (t) => listIndexes('menus', t.group_id, t.last_updated, t.menus_id),
);

export const publicEvents = pgTable(
  'public_events',
  {
    public_event_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    location: text().notNull(),
    description: text().notNull(),
    /** Intellectual, Physical, Social or Spiritual. */
    category: text(),
    start_time: instant().notNull(),
    end_time: instant().notNull(),
    county: text().notNull().default('All'),
    available_spaces: integer(),
    /** Lets the activities report be drawn per facility; null = the whole group. */
    facility_id: integer().references(() => facilities.facility_id, { onDelete: 'set null' }),
    group_id: tenantGroupId(),
    last_updated: lastModified(),
  },
  (t) => [
    ...listIndexes('public_events', t.group_id, t.last_updated, t.public_event_id),
    // The calendar asks for a time window.
    index('public_events_group_start_idx').on(t.group_id, t.start_time),
  ],
);

/**
 * One resident and one activity (issue 18): what staff saw them do once it started (`status`: attended,
 * declined or absent), and what the resident answered to an invitation from their tablet (`answer`: going
 * or not going). Feeds the activities report's attendance by activity type and month.
 */
export const publicEventAttendances = pgTable(
  'public_event_attendances',
  {
    public_event_id: integer()
      .notNull()
      .references(() => publicEvents.public_event_id, { onDelete: 'cascade' }),
    user_id: integer().notNull(),
    group_id: tenantGroupId(),
    created_at: createdAt(),
    // After the first four, where migration 0014 put them (it replaced the yes/no `attended`).
    status: text(),
    marked_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
    marked_at: instant(),
    answer: text(),
    answered_at: instant(),
    /** The latest invitation sent for it (its state shows on the panel). */
    invite_command_id: bigint({ mode: 'number' }).references(() => commands.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.public_event_id, t.user_id] }),
    residentKey(t, 'public_event_attendances_resident_fk'),
    index('public_event_attendances_user_idx').on(t.user_id),
    check('public_event_attendances_status_check', sql`${t.status} in ('attended', 'declined', 'absent')`),
    check('public_event_attendances_answer_check', sql`${t.answer} in ('going', 'not_going')`),
  ],
);
