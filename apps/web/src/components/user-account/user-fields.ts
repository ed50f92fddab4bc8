import {
  NOT_SET_TEXT,
  type PrivilegeFlag,
  type ResidentDetail,
  type UserDetails,
} from '@acorn/domain/residents';
import { formatResidentDate } from '../../lib/format';

/** What the form edits: the user and, for a tablet user, their privileges and support notes. */
export interface Draft {
  user: Record<string, unknown>;
  user_details: Partial<UserDetails> | null;
}

export interface TextField {
  kind: 'text';
  part: 'user' | 'user_details';
  key: string;
  label: string;
  type?: 'email' | 'tel' | 'date' | 'password';
  multiline?: boolean;
  /** Shown, never editable here (spec doc 2 §2.3: acorn id, email and country on a resident). */
  readOnly?: boolean;
  helperText?: string;
  /** Shown only while this holds (unlock codes while suspended). */
  shownWhen?: (draft: Draft) => boolean;
}
export interface GroupField {
  kind: 'group';
  key: 'group_id';
  label: string;
}
export interface SwitchField {
  kind: 'switch';
  part: 'user' | 'user_details';
  key: 'is_active' | 'verified' | PrivilegeFlag;
  label: string;
}
export type Field = TextField | GroupField | SwitchField;

const text = (key: string, label: string, extra: Partial<TextField> = {}): TextField => ({
  kind: 'text',
  part: 'user',
  key,
  label,
  ...extra,
});
const privilege = (key: PrivilegeFlag, label: string): SwitchField => ({
  kind: 'switch',
  part: 'user_details',
  key,
  label,
});
const suspended = (draft: Draft) => draft.user_details?.is_suspended === true;
const callSuspended = (draft: Draft) => draft.user_details?.is_call_suspended === true;
const detail = (key: string, label: string, shownWhen: (draft: Draft) => boolean): TextField => ({
  kind: 'text',
  part: 'user_details',
  key,
  label,
  readOnly: true,
  shownWhen,
});

/** The tablet user form of spec doc 2 §2.3, in its order. Group appears for role 1 only. */
export const TABLET_USER_FIELDS: readonly Field[] = [
  text('acorn_id', 'Acorn ID', { readOnly: true }),
  text('firstname', 'Firstname'),
  text('surname', 'Surname'),
  text('email', 'Email', { type: 'email', readOnly: true }),
  text('dob', 'Date of Birth', { type: 'date' }),
  text('home_phone', 'Home Phone', { type: 'tel' }),
  text('mob_phone', 'Mobile Phone', { type: 'tel' }),
  { kind: 'group', key: 'group_id', label: 'Group' },
  text('location', 'Location'),
  text('street', 'Street'),
  text('city', 'City'),
  text('county', 'County'),
  text('postalcode', 'Post Code'),
  text('country', 'Country', { readOnly: true }),
  { kind: 'text', part: 'user_details', key: 'extra_accessories', label: 'Notes', multiline: true },
  detail('suspend_status', 'Account Status', suspended),
  detail('suspend_code', 'Account Unlock Code', suspended),
  detail('call_suspend_status', 'Call Status', callSuspended),
  detail('call_suspend_code', 'Call Unlock Code', callSuspended),
];

export const TABLET_USER_SWITCHES: readonly SwitchField[] = [
  { kind: 'switch', part: 'user', key: 'is_active', label: 'Active User' },
  privilege('is_on_support', 'Support'),
  privilege('is_emergency', 'Emergency Calls'),
  privilege('is_play_store', 'Play Store'),
  privilege('is_mobile_incoming_call', 'Mobile Incoming Call'),
  privilege('is_mobile_incoming_sms', 'Mobile Incoming SMS'),
  privilege('is_mobile_outgoing_call', 'Mobile Outgoing Call'),
  privilege('is_mobile_outgoing_sms', 'Mobile Outgoing SMS'),
  privilege('is_android_settings', 'Password Protected Android Settings (fixed password)'),
  privilege('is_acorn_files', 'Files'),
  privilege('is_acorn_reset', 'Reset'),
  privilege('is_usb_access', 'USB Access'),
  privilege('is_suspended', 'Suspended Account'),
  privilege('is_call_suspended', 'Suspended Call'),
];

/**
 * An unassigned tablet (user_type 3): a device, not a person. Its Acorn id, group and location; no account
 * fields (username, password, verified) and no user switches.
 */
export const DEVICE_FIELDS: readonly Field[] = [
  text('acorn_id', 'Acorn ID', { readOnly: true }),
  { kind: 'group', key: 'group_id', label: 'Group' },
  text('location', 'Location'),
];

/** The companion form (spec doc 2 §2.3): the password is write-only and left empty to keep it. */
export const COMPANION_FIELDS: readonly Field[] = [
  text('firstname', 'Firstname'),
  text('surname', 'Surname'),
  text('email', 'Email', { type: 'email' }),
  text('mob_phone', 'Mobile Phone', { type: 'tel' }),
  text('username', 'Username'),
  text('password', 'Password (leave empty to keep it)', { type: 'password' }),
];
export const COMPANION_SWITCHES: readonly SwitchField[] = [
  { kind: 'switch', part: 'user', key: 'verified', label: 'Verified' },
];

const residentDate = (value: string | null | undefined) => formatResidentDate(value) || NOT_SET_TEXT;

/** The SIM facts shown read-only on a tablet user: number, activation, renewal (activation + 11 months). */
export function simFacts(detail: ResidentDetail): [string, string][] {
  const device = detail.user_device;
  return [
    ['Sim Number', device?.sim_number ?? detail.user.sim_number ?? NOT_SET_TEXT],
    ['Sim Activation Date', residentDate(device?.sim_activation_date)],
    ['Sim Renewal Date', residentDate(device?.sim_renewal_date)],
  ];
}

/** The form's starting values: the loaded user, dates as the date input wants them, no password. */
export function draftOf(detail: ResidentDetail): Draft {
  const { user } = detail;
  return {
    // A birth date is a calendar day stored at UTC midnight: its date part, not the local day of that instant.
    user: { ...user, dob: user.dob ? user.dob.slice(0, 10) : '', password: '' },
    user_details: detail.user_details ? { ...detail.user_details } : null,
  };
}
