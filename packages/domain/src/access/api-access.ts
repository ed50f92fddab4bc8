import { ROLE, type RoleId } from './roles';
import { screenAccess } from './route-access';
import type { Access } from './routes';

// The APIs that are not one resource's rows follow the screen that uses them (resources take theirs from
// their contract, contracts/). Each is named for what it guards.

/** The residents' lists (tablet users, companion users): the residents screen's roles. */
export const RESIDENTS_ACCESS = screenAccess('/users');
/** One resident's details, read and changed; deleting is role 1's alone (doc 2 §6), checked by that route. */
export const USER_DETAILS_ACCESS = screenAccess('/device/:device');
/** Commands, the live stream and the tablets' value lists (locations, versions): the tablets screen's roles. */
export const TABLETS_ACCESS = screenAccess('/tablets');
/** Other people's profiles and roles: whoever administers portal users. */
export const PORTAL_USERS_ACCESS = screenAccess('/portal-users');
/** The Acorn Users table (each user with their order). */
export const ACORN_USERS_TABLE_ACCESS = screenAccess('/acorn-users');
/** The dashboard's figures and its weather widget (issue 19): the dashboard's roles. */
export const DASHBOARD_ACCESS = screenAccess('/home');
/**
 * The rules by which tablets open their own maintenance jobs (issue 19): the maintenance screen's roles but
 * role 8, who does the jobs but does not plan them. Here, not beside the rules: the screen's button needs
 * only this, and the rules load with its dialog.
 */
export const TABLET_JOB_RULES_ACCESS: Access = (screenAccess('/maintenance') as readonly RoleId[]).filter(
  (role) => role !== ROLE.JOBS,
);
/**
 * A user's tablet actions on user details and the resident's panel (resyncs, Reset Tablet, Delete User):
 * role 1's alone (doc 2 §2.3, §6), though both screens admit role 2. Delete User's route takes exactly this.
 */
export const USER_ACTIONS_ACCESS: Access = [ROLE.ADMIN];
/**
 * Choosing any group rather than one's own (a user's group, the tablets' group filter, another group's
 * automatic-job rules): role 1, the one role not confined to its own group, as the server's group scope.
 */
export const ALL_GROUPS_ACCESS: Access = [ROLE.ADMIN];
/** Enrolment secrets and tablet credentials: the operator's (role 1) alone. */
export const ENROLMENT_ACCESS = screenAccess('/groups');

/**
 * Who has the header's notification bell: staff who look after residents (their group's missed check-ins,
 * call requests and unread messages) and family members (their own residents' missed check-ins). Other
 * roles do not see residents, so they are told nothing about them, not even how many.
 */
export function notificationAccess(): Access {
  return Array.isArray(RESIDENTS_ACCESS) ? [...RESIDENTS_ACCESS, ROLE.FAMILY] : RESIDENTS_ACCESS;
}
/** The audit log's viewer and export, and a resident's erasure (issue 23): role 1 alone. */
export const AUDIT_ACCESS = screenAccess('/audit');
/**
 * A resident's whole record as a file (GDPR art. 15, 20): whoever may open the resident's full record, the
 * user details screen (roles 1 and 2, each in their scope).
 */
export const RESIDENT_EXPORT_ACCESS = USER_DETAILS_ACCESS;
/** Generated reports (issue 19): the /reports screen's roles; each action also needs its report bit. */
export const REPORTS_ACCESS = screenAccess('/reports');
/**
 * The family pages' APIs (issue 20): family members alone, and each call only for their linked residents
 * (checked by the route, not by this list).
 */
export const FAMILY_ACCESS = screenAccess('/family-status-report');
/** Appointments (the services calendar, issue 20): the /services screen's roles. */
export const SERVICES_ACCESS = screenAccess('/services');
