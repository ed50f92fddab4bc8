import type { RoutePath } from './routes';

// Bits of a user group's permissions, checked with a bitwise AND on top of roles. The server reads the
// group's bits at each request (ADR 0030), so a change applies from its users' next call.
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

/** The server's answer when the role is admitted but the group lacks the bit; the page says the same. */
export const PERMISSION_REFUSED = 'Your group does not have permission to do this.';

/** The bit each action of a resource needs, on top of its roles; an action not named needs none. */
export type ActionPermissions = Partial<
  Record<'read' | 'create' | 'update' | 'delete' | 'export', PermissionBit>
>;

/** A content area's three bits (spec doc 1 §3): one reads, edits and exports, one adds, one deletes. */
const contentBits = (
  readEdit: PermissionBit,
  add: PermissionBit,
  remove: PermissionBit,
): ActionPermissions => ({
  read: readEdit,
  update: readEdit,
  export: readEdit,
  create: add,
  delete: remove,
});

export const NEWSPAPER_PERMISSIONS = contentBits(
  PERMISSION.READ_EDIT_NEWSPAPERS,
  PERMISSION.ADD_NEWSPAPERS,
  PERMISSION.DELETE_NEWSPAPERS,
);
export const PUBLIC_EVENT_PERMISSIONS = contentBits(
  PERMISSION.READ_EDIT_PUBLIC_EVENTS,
  PERMISSION.ADD_PUBLIC_EVENTS,
  PERMISSION.DELETE_PUBLIC_EVENTS,
);

/** True when `bit` is absent (the action needs none) or the group holds it. */
export const permits = (groupPermissions: number, bit: PermissionBit | undefined): boolean =>
  bit === undefined || hasPermission(groupPermissions, bit);

/**
 * The bit a group needs to read a screen's rows, on top of the route's roles: without it the screen says
 * so calmly and its nav item is hidden. The same bits guard the screens' APIs (the contracts' `permissions`).
 * /reports is not here: its facility links are for every group; only its generated reports need READ_REPORT.
 */
export const SCREEN_PERMISSIONS: Partial<Record<RoutePath, PermissionBit>> = {
  '/newspapers': PERMISSION.READ_EDIT_NEWSPAPERS,
  '/activities': PERMISSION.READ_EDIT_PUBLIC_EVENTS,
  '/public-events': PERMISSION.READ_EDIT_PUBLIC_EVENTS,
  // A month's figures of the same public events and their attendance.
  '/activities_report': PERMISSION.READ_EDIT_PUBLIC_EVENTS,
};

/** Whether a group with these bits may read the screen at `path` (a screen that needs none: always). */
export const screenPermitted = (path: RoutePath, groupPermissions: number): boolean =>
  permits(groupPermissions, SCREEN_PERMISSIONS[path]);

/** The calm sentence a screen shows in place of its rows when the group lacks its bit. */
export const noAccessSentence = (what: string) =>
  `Your group does not have access to ${what}. An administrator can grant it on the Groups screen.`;
