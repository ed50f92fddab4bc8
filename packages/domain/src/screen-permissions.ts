import { permits, PERMISSION, type PermissionBit } from './permissions';
import type { RoutePath } from './routes';

/**
 * The bit a group needs to read a screen's rows, on top of the route's roles: without it the screen says
 * so calmly and its nav item is hidden. The same bits guard the screens' APIs (the contracts' `permissions`).
 * /reports is not here: its facility links are for every group; only its generated reports need READ_REPORT.
 */
export const SCREEN_PERMISSIONS: Partial<Record<RoutePath, PermissionBit>> = {
  '/newspapers': PERMISSION.READ_EDIT_NEWSPAPERS,
  '/activities': PERMISSION.READ_EDIT_PUBLIC_EVENTS,
  '/public-events': PERMISSION.READ_EDIT_PUBLIC_EVENTS,
};

/** Whether a group with these bits may read the screen at `path` (a screen that needs none: always). */
export const screenPermitted = (path: RoutePath, groupPermissions: number): boolean =>
  permits(groupPermissions, SCREEN_PERMISSIONS[path]);

/** The calm sentence a screen shows in place of its rows when the group lacks its bit. */
export const noAccessSentence = (what: string) =>
  `Your group does not have access to ${what}. An administrator can grant it on the Groups screen.`;
