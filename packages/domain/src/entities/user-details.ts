import { z } from 'zod';
import { inFlag, inText, rowText } from './fields';

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

function flags<S extends z.ZodType>(schema: S): Record<PrivilegeFlag, S> {
  return Object.fromEntries(PRIVILEGE_FLAGS.map((flag) => [flag, schema])) as Record<PrivilegeFlag, S>;
}

export const userDetailsSchema = z.object({
  /** Support notes. */
  extra_accessories: rowText,
  ...flags(z.boolean()),
  suspend_status: rowText,
  suspend_code: rowText,
  call_suspend_status: rowText,
  call_suspend_code: rowText,
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

// Status and unlock codes are set by the tablet side and are read-only here.
export const userDetailsInputSchema = z.object({ extra_accessories: inText, ...flags(inFlag) });
export type UserDetailsInput = z.infer<typeof userDetailsInputSchema>;
