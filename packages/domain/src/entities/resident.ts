import { z } from 'zod';
import { CHECK_IN_STATE, type CheckInState } from '../constants/check-ins';
import { USER_TYPE } from '../constants/users';
import { inDate, inFlag, inId, inText, rowId, rowText } from './fields';

export const userTypeSchema = z.literal([
  USER_TYPE.COMPANION,
  USER_TYPE.TABLET_USER,
  USER_TYPE.UNASSIGNED_DEVICE,
]);
export const checkInStateSchema = z.literal(Object.values(CHECK_IN_STATE) as CheckInState[]);

// A resident (tablet user) or companion user. device_token is deliberately absent: tokens never reach the
// browser. is_active has one meaning here: true = active account (DESIGN §3).
export const residentSchema = z.object({
  user_id: rowId,
  user_type: userTypeSchema,
  firstname: rowText,
  surname: rowText,
  email: rowText,
  username: rowText,
  mob_phone: rowText,
  home_phone: rowText,
  /** ISO timestamp. */
  dob: rowText,
  street: rowText,
  city: rowText,
  county: rowText,
  postalcode: rowText,
  country: rowText,
  avatar: rowText,
  location: rowText,
  is_active: z.boolean(),
  /** The check-in state, 0 to 3. */
  is_online: checkInStateSchema,
  acorn_id: rowText,
  acorn_version: rowText,
  sim_number: rowText,
  group_id: rowId.nullable(),
  group_name: rowText,
  verified: z.boolean().nullish(),
  /** For a companion: the residents they are linked to. */
  acornUserIds: z.array(rowId).nullish(),
  order_no: rowText,
  serial_number: rowText,
  IMEI: rowText,
  /** ISO timestamp of the tablet's last contact. */
  lastSeen: rowText,
});
export type Resident = z.infer<typeof residentSchema>;

// Email and country are read-only on the resident edit view; group_id is honoured for role 1 only.
export const residentInputSchema = z.object({
  firstname: inText,
  surname: inText,
  dob: inDate,
  home_phone: inText,
  mob_phone: inText,
  group_id: inId,
  location: inText,
  street: inText,
  city: inText,
  county: inText,
  postalcode: inText,
  is_active: inFlag,
});
export type ResidentInput = z.infer<typeof residentInputSchema>;

// An empty password keeps the current one.
export const companionInputSchema = z.object({
  firstname: inText,
  surname: inText,
  email: inText,
  mob_phone: inText,
  username: inText,
  password: inText,
  verified: inFlag,
});
export type CompanionInput = z.infer<typeof companionInputSchema>;
