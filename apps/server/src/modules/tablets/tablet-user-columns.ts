import { connectivityBucket, type TabletUser } from '@acorn/domain/residents';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { acornDevices, acornUsers, groups, userMetrics } from '../../db/schema/index.js';
import { toApi } from '../../lib/resource/serialize.js';

/** The device record of a user's tablet (by acorn_id), for the fields the tablet has not reported yet. */
const fromDevice = (column: AnyPgColumn) =>
  sql<
    string | null
  >`(select ${column} from ${acornDevices} where ${acornDevices.acorn_id} = ${acornUsers.acorn_id} limit 1)`;

/**
 * A user as the tablets list and user details show them, read from acorn_users joined to user_metrics
 * and groups. Never password_hash or device_token.
 */
export const tabletUserColumns = {
  user_id: acornUsers.user_id,
  user_type: acornUsers.user_type,
  firstname: acornUsers.firstname,
  surname: acornUsers.surname,
  email: acornUsers.email,
  username: acornUsers.username,
  mob_phone: acornUsers.mob_phone,
  home_phone: acornUsers.home_phone,
  dob: acornUsers.dob,
  street: acornUsers.street,
  city: acornUsers.city,
  county: acornUsers.county,
  postalcode: acornUsers.postalcode,
  country: acornUsers.country,
  avatar: acornUsers.avatar,
  location: acornUsers.location,
  is_active: acornUsers.is_active,
  is_online: acornUsers.is_online,
  acorn_id: acornUsers.acorn_id,
  verified: acornUsers.verified,
  group_id: acornUsers.group_id,
  group_name: groups.title,
  is_connected: acornUsers.is_connected,
  lastSeen: acornUsers.last_seen,
  acorn_version: userMetrics.acorn_version,
  battery: userMetrics.battery,
  IMEI: userMetrics.IMEI,
  // The tablet's own report first, the device record when it has not reported yet.
  serial_number: sql<
    string | null
  >`coalesce(${userMetrics.serial_number}, ${fromDevice(acornDevices.serial_number)})`,
  sim_number: sql<string | null>`coalesce(${userMetrics.sim_number}, ${fromDevice(acornDevices.sim_number)})`,
  order_no: fromDevice(acornDevices.order_no),
};

type TabletUserRow = { [K in keyof typeof tabletUserColumns]: unknown };

/** One selected row in the API's shape, with its connectivity bucket as of `now`. */
export function presentTabletUser(row: TabletUserRow, now: Date): TabletUser & { is_connected: boolean } {
  const user = toApi(acornUsers, row) as TabletUser & { is_connected: boolean; lastSeen: string | null };
  const lastSeen = user.lastSeen ? new Date(user.lastSeen).toISOString() : null;
  return {
    ...user,
    lastSeen,
    user_status: connectivityBucket(user.is_connected, lastSeen, now),
  };
}
