import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import type { InstalledApp } from '@acorn/domain/residents';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified } from './columns.js';
import { groupAndStamp, portalUsers, tenantGroupId } from './identity.js';

/** Resident counts per facility are counted from acornUsers, never stored. */
export const facilities = pgTable(
  'facilities',
  {
    facility_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    street: text(),
    city: text(),
    county: text(),
    country: text(),
    ...groupAndStamp(),
    // After the group and stamp, where the migration that added them put them.
    latitude: numeric({ precision: 8, scale: 6 }),
    longitude: numeric({ precision: 9, scale: 6 }),
    time_zone: text().notNull().default(DEFAULT_TIME_ZONE),
    /** metric or imperial: how its staff read health values (stored metric). */
    units: text().notNull().default('metric'),
  },
  (t) => [
    uniqueIndex('facilities_group_name_unique').on(t.group_id, t.name),
    index('facilities_group_modified_idx').on(t.group_id, t.last_modified_date.desc().nullsFirst()),
    check('facilities_latitude_check', sql`${t.latitude} between -90 and 90`),
    check('facilities_longitude_check', sql`${t.longitude} between -180 and 180`),
    check('facilities_units_check', sql`${t.units} in ('metric', 'imperial')`),
    check('facilities_position_check', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/**
 * Residents (user_type 2), companion users (1) and tablets without a resident (3) share one table because
 * the spec's user endpoints, the tablets list and the commands address all of them by the same user_id.
 * order_no, serial_number, IMEI, sim_number and group_name are read through acornDevices (by acorn_id),
 * userMetrics and groups rather than copied here.
 */
/**
 * The text the residents screen's search box looks in: full name (first name and surname, each alone
 * too), Acorn id and room or location, one string over which one trigram index (pg_trgm, migration 0013)
 * serves a contains-search. Immutable pieces only (concat_ws is not), so that it can be indexed; the
 * search must use exactly this expression for the planner to match the index. The unit separator keeps
 * a match from spanning two fields (residents-filter.ts checks the rare search that contains it).
 */
export const residentSearchText = (t: {
  firstname: AnyPgColumn;
  surname: AnyPgColumn;
  acorn_id: AnyPgColumn;
  location: AnyPgColumn;
}) =>
  sql`(coalesce(${t.firstname}, '') || ' ' || coalesce(${t.surname}, '') || chr(31) || coalesce(${t.acorn_id}, '') || chr(31) || coalesce(${t.location}, ''))`;

export const acornUsers = pgTable(
  'acorn_users',
  {
    user_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 1 companion, 2 tablet user (resident), 3 tablet not yet given to anyone. */
    user_type: integer().notNull(),
    firstname: text(),
    surname: text(),
    email: text(),
    username: text(),
    /** Companions sign in on the tablet app; the spec's write-only password is kept only as a hash. */
    password_hash: text(),
    mob_phone: text(),
    home_phone: text(),
    dob: instant(),
    street: text(),
    city: text(),
    county: text(),
    postalcode: text(),
    country: text(),
    avatar: text(),
    location: text(),
    device_token: text(),
    /** true = active account (DESIGN.md section 3 settles the spec's two readings). */
    is_active: boolean().notNull().default(true),
    /** Check-in state: 0 Default, 1 Pending, 2 Failed, 3 Success. */
    is_online: integer().notNull().default(0),
    acorn_id: text(),
    verified: boolean().notNull().default(false),
    /** Presence from the tablet link: connected now, and when it was last heard from. */
    is_connected: boolean().notNull().default(false),
    last_seen: instant(),
    facility_id: integer().references(() => facilities.facility_id, { onDelete: 'set null' }),
    group_id: tenantGroupId(),
    created_at: createdAt(),
    last_modified_date: lastModified(),
  },
  (t) => [
    // Target of the (user_id, group_id) foreign keys below: moving a resident to another group carries
    // every row about them along, so a tenant filter on group_id can never expose or hide them wrongly.
    unique('acorn_users_user_group_unique').on(t.user_id, t.group_id),
    index('acorn_users_group_type_idx').on(t.group_id, t.user_type),
    // The residents screen's default order (surname, first name, id), within a group and across groups.
    index('acorn_users_group_type_name_idx').on(t.group_id, t.user_type, t.surname, t.firstname, t.user_id),
    index('acorn_users_type_name_idx').on(t.user_type, t.surname, t.firstname, t.user_id),
    // By check-in state, then name: the state sort, and a state filter (Failed, Pending) in name order.
    index('acorn_users_group_type_state_name_idx').on(
      t.group_id,
      t.user_type,
      t.is_online,
      t.surname,
      t.firstname,
      t.user_id,
    ),
    index('acorn_users_type_state_name_idx').on(t.user_type, t.is_online, t.surname, t.firstname, t.user_id),
    index('acorn_users_group_modified_idx').on(t.group_id, t.last_modified_date.desc().nullsFirst()),
    index('acorn_users_facility_idx').on(t.facility_id),
    index('acorn_users_acorn_id_idx').on(t.acorn_id),
    // The search box's contains-search (residentSearchText), which no btree can serve.
    index('acorn_users_search_trgm_idx').using('gin', sql`${residentSearchText(t)} gin_trgm_ops`),
    // Companions sign in on the tablet with it: one account per name, whatever its case.
    uniqueIndex('acorn_users_username_lower_unique').on(sql`lower(${t.username})`),
    check('acorn_users_user_type_check', sql`${t.user_type} in (1, 2, 3)`),
    check('acorn_users_is_online_check', sql`${t.is_online} between 0 and 3`),
  ],
);

/** A row owned by one resident: it follows the resident's group and goes when the resident goes. */
export const residentKey = (t: { user_id: AnyPgColumn; group_id: AnyPgColumn }, name: string) =>
  foreignKey({
    name,
    columns: [t.user_id, t.group_id],
    foreignColumns: [acornUsers.user_id, acornUsers.group_id],
  })
    .onDelete('cascade')
    .onUpdate('cascade');

const residentId = () => integer().notNull();

export const userDetails = pgTable(
  'user_details',
  {
    user_id: residentId().primaryKey(),
    group_id: tenantGroupId(),
    /** Support notes (the spec's name). */
    extra_accessories: text(),
    is_on_support: boolean().notNull().default(false),
    is_emergency: boolean().notNull().default(false),
    is_play_store: boolean().notNull().default(false),
    is_mobile_incoming_call: boolean().notNull().default(false),
    is_mobile_incoming_sms: boolean().notNull().default(false),
    is_mobile_outgoing_call: boolean().notNull().default(false),
    is_mobile_outgoing_sms: boolean().notNull().default(false),
    is_android_settings: boolean().notNull().default(false),
    is_acorn_files: boolean().notNull().default(false),
    is_acorn_reset: boolean().notNull().default(false),
    is_usb_access: boolean().notNull().default(false),
    is_suspended: boolean().notNull().default(false),
    suspend_status: text(),
    suspend_code: text(),
    is_call_suspended: boolean().notNull().default(false),
    call_suspend_status: text(),
    call_suspend_code: text(),
    last_modified_date: lastModified(),
  },
  (t) => [residentKey(t, 'user_details_resident_fk')],
);

export type { InstalledApp };

/** The latest report from the tablet; one row per user, replaced on each report. */
export const userMetrics = pgTable(
  'user_metrics',
  {
    user_id: residentId().primaryKey(),
    group_id: tenantGroupId(),
    last_sync: instant(),
    acorn_version: text(),
    battery: integer(),
    storage_total: bigint({ mode: 'number' }),
    storage_free: bigint({ mode: 'number' }),
    storage_used: bigint({ mode: 'number' }),
    IMEI: text(),
    serial_number: text(),
    sim_number: text(),
    apps: jsonb().$type<InstalledApp[]>().notNull().default([]),
    last_modified_date: lastModified(),
    /** Since when the battery has reported under its group's threshold without a break; null when not. */
    battery_low_since: instant(),
  },
  (t) => [residentKey(t, 'user_metrics_resident_fk')],
);

/** SIM renewal here is activation + 11 months (document 2), unlike the devices table's + 1 year. */
export const userDevices = pgTable(
  'user_devices',
  {
    user_id: residentId().primaryKey(),
    group_id: tenantGroupId(),
    sim_number: text(),
    sim_activation_date: day(),
    sim_renewal_date: day(),
    last_modified_date: lastModified(),
  },
  (t) => [residentKey(t, 'user_devices_resident_fk')],
);

/** user_type: 1 Companion, 2 Acorn (tablet user), 3 Address, anything else Contact. */
export const userContacts = pgTable(
  'user_contacts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    user_id: residentId(),
    group_id: tenantGroupId(),
    /** Set when the contact is itself an Acorn user; a companion's acornUserIds are read back from here. */
    contact_user_id: integer().references(() => acornUsers.user_id, { onDelete: 'set null' }),
    firstname: text(),
    surname: text(),
    email: text(),
    mob_phone: text(),
    avatar: text(),
    user_type: integer().notNull().default(4),
    last_modified_date: lastModified(),
  },
  (t) => [
    residentKey(t, 'user_contacts_resident_fk'),
    index('user_contacts_user_idx').on(t.user_id),
    index('user_contacts_contact_user_idx').on(t.contact_user_id),
    index('user_contacts_group_modified_idx').on(t.group_id, t.last_modified_date.desc().nullsFirst()),
  ],
);

/** Which residents a family member (portal role 7) may see on the family pages. */
export const familyLinks = pgTable(
  'family_links',
  {
    portal_user_id: integer()
      .notNull()
      .references(() => portalUsers.user_id, { onDelete: 'cascade' }),
    user_id: residentId(),
    group_id: tenantGroupId(),
    relationship: text(),
    created_at: createdAt(),
    // After the rest, where migration 0017 added them: what the resident shares with this family member
    // (FAMILY_SHARES; activities and check-ins unless staff change it).
    share_activities: boolean().notNull().default(true),
    share_check_ins: boolean().notNull().default(true),
    share_health: boolean().notNull().default(false),
    share_calls: boolean().notNull().default(false),
    /** The staff member who linked them (an invitation or a link to an existing family account). */
    linked_by: integer().references(() => portalUsers.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.portal_user_id, t.user_id] }),
    residentKey(t, 'family_links_resident_fk'),
    index('family_links_user_idx').on(t.user_id),
  ],
);

export const acornLocations = pgTable('acorn_locations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  location: text().notNull().unique(),
});
