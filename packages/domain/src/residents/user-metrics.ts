import { z } from 'zod';
import { USER_TYPE } from './users';
import { rowDate, rowId, rowText } from '../shared/fields';

export const installedAppSchema = z.object({
  name: z.string(),
  version: z.string().nullable(),
  applicationIdentifier: z.string(),
});
export type InstalledApp = z.infer<typeof installedAppSchema>;

export const userMetricsSchema = z.object({
  user_id: rowId,
  /** ISO timestamp. */
  last_sync: rowText,
  acorn_version: rowText,
  /** Percent, 0 to 100. */
  battery: z.number().min(0).max(100).nullable(),
  /** Bytes. */
  storage_total: z.number().nonnegative().nullable(),
  storage_free: z.number().nonnegative().nullable(),
  storage_used: z.number().nonnegative().nullable(),
  IMEI: rowText,
  serial_number: rowText,
  sim_number: rowText,
  apps: z.array(installedAppSchema),
});
export type UserMetrics = z.infer<typeof userMetricsSchema>;

export const userDeviceSchema = z.object({
  sim_number: rowText,
  sim_activation_date: rowDate,
  /** Activation plus 11 months on this screen (see simRenewalOnResidentDetail). */
  sim_renewal_date: rowDate,
});
export type UserDevice = z.infer<typeof userDeviceSchema>;

export const userContactSchema = z.object({
  firstname: rowText,
  surname: rowText,
  email: rowText,
  avatar: rowText,
  /** 1 Companion, 2 Acorn, 3 Address, anything else Contact. */
  user_type: z.int().nullable(),
});
export type UserContact = z.infer<typeof userContactSchema>;

export const versionSchema = z.object({ id: rowId, version: z.string() });
export type Version = z.infer<typeof versionSchema>;

/** Connectivity of a tablet by acorn_id: user_status is a connectivity bucket. */
export const deviceDetailSchema = z.object({
  acorn_id: z.string(),
  user_status: rowText,
  last_seen: rowText,
});
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;

export const COMPANION_TITLE = 'Companion User Details';
export const TABLET_USER_TITLE = 'Tablet User Details';

export function userDetailsTitle(userType: number): string {
  return userType === USER_TYPE.COMPANION ? COMPANION_TITLE : TABLET_USER_TITLE;
}
