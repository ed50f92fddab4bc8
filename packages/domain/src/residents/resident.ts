import { z } from 'zod';
import { CHECK_IN_STATE, type CheckInState } from './check-ins';
import { USER_TYPE } from './users';
import { inFlag, inId, inText, rowId, rowText } from '../shared/fields';

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

// Shown on the resident edit view but never changed there (doc 2 §2.3): a form may echo them back
// unchanged, a different value is refused with `<label> cannot be changed.`
export const RESIDENT_READ_ONLY_FIELDS = {
  email: 'Email',
  country: 'Country',
  acorn_id: 'Acorn id',
  sim_number: 'Sim Number',
} as const;

/** A date of birth: 'YYYY-MM-DD', or the ISO timestamp the API answers (its date part); '' clears it. */
const inDob = z
  .union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : typeof v === 'string' ? v.slice(0, 10) : v))
  .optional();

/** What the user details screen changes on a tablet user (group_id besides, for role 1 only). */
export const TABLET_USER_EDITABLE_FIELDS = [
  'firstname',
  'surname',
  'dob',
  'home_phone',
  'mob_phone',
  'location',
  'street',
  'city',
  'county',
  'postalcode',
  'is_active',
] as const;

/** What it changes on a companion, besides the write-only password. */
export const COMPANION_EDITABLE_FIELDS = [
  'firstname',
  'surname',
  'email',
  'mob_phone',
  'username',
  'verified',
] as const;

// group_id is honoured for role 1 only.
export const residentInputSchema = z.object({
  firstname: inText,
  surname: inText,
  dob: inDob,
  home_phone: inText,
  mob_phone: inText,
  group_id: inId,
  location: inText,
  street: inText,
  city: inText,
  county: inText,
  postalcode: inText,
  is_active: inFlag,
  email: inText,
  country: inText,
  acorn_id: inText,
  sim_number: inText,
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
