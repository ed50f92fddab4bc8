import { PRODUCT_NAME } from '../shared/product';
import { ROLE, type RoleId } from './roles';

export type Access = 'public' | 'signed-in' | readonly RoleId[];

export type NavMenu = 'main' | 'administration' | 'family';

export interface NavSpec {
  label: string;
  menu: NavMenu;
  /** The item shows only when this is the user's only role. */
  soleRole?: RoleId;
  /** Same screen under another label when `role` is the user's only role (role 8 sees 'Jobs'). */
  soleRoleLabel?: { role: RoleId; label: string };
}

/** A route as declared below, before its paths are known as types. */
interface RouteSpec {
  path: string;
  access: Access;
  /** Page title, for the document title and headings. */
  title: string;
  nav?: NavSpec;
  /** Another path that shows the same screen (no nav item of its own). */
  aliasOf?: string;
}

const { ADMIN, MANAGER, NEWSPAPERS, CONTENT, ACTIVITIES, FAMILY, JOBS } = ROLE;
const STAFF: readonly RoleId[] = [ADMIN, MANAGER];
const ADMIN_ONLY: readonly RoleId[] = [ADMIN];
const FAMILY_ONLY: readonly RoleId[] = [FAMILY];

/** A device-related label carries the tablet's name as a prefix (doc 1 §2): 'Acorn Devices'. */
export const productLabel = (label: string) => `${PRODUCT_NAME} ${label}`;

const main = (label: string): NavSpec => ({ label, menu: 'main' });
const administration = (label: string): NavSpec => ({ label, menu: 'administration' });
/** A device-related administration screen: its title and nav label both carry the tablet's name. */
const productScreen = (label: string) => ({
  title: productLabel(label),
  nav: administration(productLabel(label)),
});
const family = (label: string): NavSpec => ({ label, menu: 'family', soleRole: FAMILY });

// Order here is the order of the navigation. Access follows the spec's route tables (doc 1 §6, doc 2 §6),
// which are authoritative where the spec's two navigation readings disagree.
const ROUTE_TABLE = [
  { path: '/', access: 'public', title: 'Sign in' },
  { path: '/logout', access: 'public', title: 'Signing out' },
  { path: '/not-found', access: 'public', title: 'Page not found' },
  { path: '/forgot-password', access: 'public', title: 'Forgot password' },
  { path: '/reset-password', access: 'public', title: 'Choose a new password' },
  // Public as a page (no shell): an administrator's first sign-in lands here; the page needs the session.
  { path: '/two-step-setup', access: 'public', title: 'Set up two-step sign-in' },
  { path: '/home', access: STAFF, title: 'Dashboard', nav: main('Dashboard') },
  { path: '/tablets', access: STAFF, title: 'Tablets', nav: main('Tablets') },
  { path: '/users', access: STAFF, title: 'Residents', nav: main('Residents') },
  { path: '/device/:device', access: STAFF, title: 'User Details' },
  {
    path: '/maintenance',
    access: [ADMIN, MANAGER, JOBS],
    title: 'Maintenances',
    nav: { label: 'Maintenances', menu: 'main', soleRoleLabel: { role: JOBS, label: 'Jobs' } },
  },
  { path: '/noticeboards', access: STAFF, title: 'Noticeboards', nav: main('Noticeboards') },
  { path: '/menus', access: STAFF, title: 'Menus', nav: main('Menus') },
  {
    path: '/local-contents',
    access: [ADMIN, MANAGER, CONTENT],
    title: 'Local Contents',
    nav: main('Local Contents'),
  },
  { path: '/newspapers', access: [ADMIN, MANAGER, NEWSPAPERS], title: 'Newspapers', nav: main('Newspapers') },
  { path: '/activities', access: [ADMIN, MANAGER, ACTIVITIES], title: 'Activities', nav: main('Activities') },
  {
    path: '/public-events',
    access: [ADMIN, MANAGER, ACTIVITIES],
    title: 'Activities',
    aliasOf: '/activities',
  },
  { path: '/services', access: STAFF, title: 'Services', nav: main('Services') },
  { path: '/reports', access: STAFF, title: 'Facility Monthly Reports', nav: main('Reports') },
  { path: '/profile', access: 'signed-in', title: 'Profile Details' },
  { path: '/activities_report', access: 'signed-in', title: 'Activities Report' },
  // The misspelling is the spec's route and is kept.
  { path: '/maintaince_report', access: 'signed-in', title: 'Maintenance Report' },
  { path: '/devices', access: STAFF, ...productScreen('Devices') },
  { path: '/orders', access: ADMIN_ONLY, ...productScreen('Orders') },
  { path: '/customers', access: ADMIN_ONLY, ...productScreen('Customers') },
  { path: '/parts', access: ADMIN_ONLY, ...productScreen('Parts') },
  { path: '/repairs', access: ADMIN_ONLY, ...productScreen('Repairs') },
  { path: '/renewals', access: ADMIN_ONLY, ...productScreen('Renewals') },
  { path: '/acorn-users', access: ADMIN_ONLY, ...productScreen('Users') },
  { path: '/apps', access: ADMIN_ONLY, title: 'Suggested Apps', nav: administration('Suggested Apps') },
  { path: '/portal-users', access: STAFF, title: 'Portal Users', nav: administration('Portal Users') },
  { path: '/groups', access: ADMIN_ONLY, title: 'Groups', nav: administration('Groups') },
  { path: '/facilities', access: STAFF, title: 'Facilities', nav: administration('Facilities') },
  // Who looked at or changed what (issue 23, ISO 27789): the operator's alone.
  { path: '/audit', access: ADMIN_ONLY, title: 'Audit Log', nav: administration('Audit Log') },
  {
    path: '/family-status-report',
    access: FAMILY_ONLY,
    title: 'Status Report',
    nav: family('Status Report'),
  },
  { path: '/family-share', access: FAMILY_ONLY, title: 'Share Media', nav: family('Share Media') },
  { path: '/family-help-user', access: FAMILY_ONLY, title: 'Help User', nav: family('Help User') },
  {
    path: '/family-maintenance-request',
    access: FAMILY_ONLY,
    title: 'Maintenance Request',
    nav: family('Maintenance Request'),
  },
] as const satisfies readonly RouteSpec[];

type DeclaredRoute = (typeof ROUTE_TABLE)[number];
/** Every path in the route table: a map keyed by it (screens, nav icons) makes a mistyped path an error. */
export type RoutePath = DeclaredRoute['path'];
/** The paths with a nav item. */
export type NavPath = Extract<DeclaredRoute, { nav: NavSpec }>['path'];
/** The paths anyone may open, signed in or not. */
export type PublicPath = Extract<DeclaredRoute, { access: 'public' }>['path'];

export interface RouteEntry extends RouteSpec {
  path: RoutePath;
  aliasOf?: RoutePath;
}

export const ROUTES: readonly RouteEntry[] = ROUTE_TABLE;
