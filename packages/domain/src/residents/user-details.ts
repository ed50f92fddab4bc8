import { z } from 'zod';
import { field, inputShape, rowShape } from '../shared/field-kinds';

// The tablet's privilege switches, each shown as a switch on user details.
export const PRIVILEGE_FLAGS = [
  'is_on_support',
  'is_emergency',
  'is_play_store',
  'is_mobile_incoming_call',
  'is_mobile_incoming_sms',
  'is_mobile_outgoing_call',
  'is_mobile_outgoing_sms',
  'is_android_settings',
  'is_acorn_files',
  'is_acorn_reset',
  'is_usb_access',
  'is_suspended',
  'is_call_suspended',
] as const;
export type PrivilegeFlag = (typeof PRIVILEGE_FLAGS)[number];

function flags<T>(each: T): Record<PrivilegeFlag, T> {
  return Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, each])) as Record<PrivilegeFlag, T>;
}

const userDetailsFields = {
  /** Support notes. */
  extra_accessories: field.text,
  ...flags(field.flag),
  suspend_status: field.text,
  suspend_code: field.text,
  call_suspend_status: field.text,
  call_suspend_code: field.text,
};

export const userDetailsSchema = z.object(rowShape(userDetailsFields));
export type UserDetails = z.infer<typeof userDetailsSchema>;

/** What the user details screen changes in a tablet user's privileges and notes. */
export const USER_DETAILS_EDITABLE_FIELDS = ['extra_accessories', ...PRIVILEGE_FLAGS] as const;

// Status and unlock codes are shown read-only (doc 2 §2.3) and nothing in the portal sets them: an
// unchanged echo is accepted, a different value refused.
export const USER_DETAILS_READ_ONLY_FIELDS = {
  suspend_status: 'Account Status',
  suspend_code: 'Account Unlock Code',
  call_suspend_status: 'Call Status',
  call_suspend_code: 'Call Unlock Code',
} as const;

export const userDetailsInputSchema = z.object(inputShape(userDetailsFields));
export type UserDetailsInput = z.infer<typeof userDetailsInputSchema>;
