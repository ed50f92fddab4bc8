// Bits of a user group's permissions, stored at sign-in and checked with a bitwise AND.
export const PERMISSION = {
  READ_REPORT: 1,
  GENERATE_REPORT: 2,
  DELETE_REPORT: 4,
  READ_USAGE_LIMITS: 8,
  EDIT_USAGE_LIMITS: 16,
  READ_EDIT_NEWSPAPERS: 32,
  ADD_NEWSPAPERS: 64,
  DELETE_NEWSPAPERS: 128,
  READ_EDIT_PUBLIC_EVENTS: 256,
  ADD_PUBLIC_EVENTS: 512,
  DELETE_PUBLIC_EVENTS: 1024,
  VIEW_EDIT_CATEGORIES: 2048,
  VIEW_EDIT_QUESTIONS: 4096,
  VIEW_USER_RESPONSES: 8192,
  VIEW_EDIT_USER_MANUALS: 16384,
} as const;

export type PermissionName = keyof typeof PERMISSION;
export type PermissionBit = (typeof PERMISSION)[PermissionName];

/** True when every bit of `bit` is set; a zero or negative bit never grants anything. */
export function hasPermission(groupPermissions: number, bit: number): boolean {
  if (!Number.isInteger(bit) || bit <= 0 || !Number.isInteger(groupPermissions)) return false;
  return (groupPermissions & bit) === bit;
}

export const REPORT_TYPES = ['users_status', 'users_metrics'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
