import { ROUTES, type RoutePath } from '@acorn/domain/access';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import { anyTable, type AnyTable, type TableDefinition } from '../components/resource-table/table-definition';
import { getSession } from '../lib/session';

export type ScreenComponent = ComponentType<{ title: string }>;

/** Where a built screen's code is: a screen component, or a table's declaration shown by the grid. */
export type ScreenCode =
  { kind: 'screen'; load: () => Promise<ScreenComponent> } | { kind: 'table'; load: () => Promise<AnyTable> };

const screen = <K extends string>(load: () => Promise<Record<K, ScreenComponent>>, name: K): ScreenCode => ({
  kind: 'screen',
  load: () => load().then((module) => module[name]),
});

const table = <R extends GridValidRowModel, I extends object, K extends string>(
  load: () => Promise<Record<K, TableDefinition<R, I>>>,
  name: K,
): ScreenCode => ({ kind: 'table', load: () => load().then((module) => anyTable(module[name])) });

// Bare import() calls, each its own chunk. This module has no React in it, so that the entry can run it
// before the rest of the app: a signed-in visit fetches its screen while the app is still starting.
export const loadShell = () => import('./layout/shell');
/** The screens' loaders and guard (screens.tsx), bundled into the shell's chunk: no request of its own. */
export const loadScreens = () => import('./screens');
/** The table component (MUI X Data Grid, the portal's heaviest part): never in the sign-in page's code. */
export const loadResourceTable = () => import('../components/resource-table/resource-table');
/**
 * The cards of a tablet's ringing call and its in-call view (issue 22), passed to the shell. Imported here,
 * not by the shell: the entry's list of chunks to fetch with a lazy one already names this one's, where the
 * shell would add ~30 names of its own to every staff page (and the shell importing this module would
 * make the bundler split shared chunks).
 */
export const loadIncomingCallCards = () => import('./layout/incoming-call-cards');

/**
 * The built screens by route path; every other route shows PendingScreen. A path that is not in the route
 * table does not compile (`satisfies`); the map itself is read by any path string.
 */
export const SCREEN_CODE: Partial<Record<string, ScreenCode>> = {
  '/profile': screen(() => import('../features/profile/profile-page'), 'ProfilePage'),
  '/home': screen(() => import('../features/dashboard/dashboard-screen'), 'DashboardScreen'),
  '/tablets': screen(() => import('../features/tablets/tablets-screen'), 'TabletsScreen'),
  '/users': screen(() => import('../features/residents/residents-screen'), 'ResidentsScreen'),
  '/device/:device': screen(
    () => import('../features/user-details/user-details-screen'),
    'UserDetailsScreen',
  ),
  '/newspapers': table(() => import('../features/newspapers/newspapers-table'), 'newspapersTable'),
  '/local-contents': table(
    () => import('../features/local-contents/local-contents-table'),
    'localContentsTable',
  ),
  '/noticeboards': table(() => import('../features/noticeboards/noticeboards-table'), 'noticeboardsTable'),
  '/maintenance': screen(() => import('../features/maintenances/maintenances-screen'), 'MaintenancesScreen'),
  '/portal-users': table(() => import('../features/portal-users/portal-users-table'), 'portalUsersTable'),
  '/acorn-users': table(() => import('../features/acorn-users/users-table'), 'usersTable'),
  '/groups': table(() => import('../features/groups/groups-table'), 'groupsTable'),
  '/facilities': table(() => import('../features/facilities/facilities-table'), 'facilitiesTable'),
  '/activities': screen(() => import('../features/activities/activities-screen'), 'ActivitiesScreen'),
  '/menus': table(() => import('../features/menus/menus-table'), 'menusTable'),
  '/devices': table(() => import('../features/devices/devices-table'), 'devicesTable'),
  '/orders': table(() => import('../features/orders/orders-table'), 'ordersTable'),
  '/customers': table(() => import('../features/customers/customers-table'), 'customersTable'),
  '/parts': table(() => import('../features/parts/parts-table'), 'partsTable'),
  '/repairs': table(() => import('../features/repairs/repairs-table'), 'repairsTable'),
  '/renewals': table(() => import('../features/renewals/renewals-table'), 'renewalsTable'),
  '/apps': table(() => import('../features/suggested-apps/suggested-apps-table'), 'suggestedAppsTable'),
  '/activities_report': screen(
    () => import('../features/facility-reports/activities-report-page'),
    'ActivitiesReportPage',
  ),
  '/maintaince_report': screen(
    () => import('../features/facility-reports/maintenance-report-page'),
    'MaintenanceReportPage',
  ),
  '/reports': screen(() => import('../features/reports/reports-screen'), 'ReportsScreen'),
  '/family-share': screen(() => import('../features/family-share/family-share-screen'), 'FamilyShareScreen'),
  '/family-help-user': screen(() => import('../features/family-help/family-help-screen'), 'FamilyHelpScreen'),
  '/family-maintenance-request': screen(
    () => import('../features/family-maintenance/family-maintenance-screen'),
    'FamilyMaintenanceScreen',
  ),
  '/family-status-report': screen(
    () => import('../features/family-status/family-status-screen'),
    'FamilyStatusScreen',
  ),
  '/services': screen(() => import('../features/services/services-screen'), 'ServicesScreen'),
  '/audit': screen(() => import('../features/audit-log/audit-log-screen'), 'AuditLogScreen'),
} satisfies Partial<Record<RoutePath, ScreenCode>>;

/** The code of the screen at a route path (an alias route's is the code of the path it is an alias of). */
export const screenCode = (path: RoutePath, aliasOf?: RoutePath) => SCREEN_CODE[aliasOf ?? path];

/** '/device/:device' matches '/device/12'. The router decides for real; a miss here only means no head start. */
const matches = (pattern: string, pathname: string) => {
  const want = pattern.split('/');
  const got = pathname.replace(/(.)\/+$/, '$1').split('/');
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] : part === got[i]))
  );
};

/**
 * Run by the entry before the app's own modules: with a session, starts fetching the shell and the code of
 * the screen being opened (with the grid's, for a table), so they arrive while the app is still starting
 * instead of being asked for only once the router runs. The router's loaders then find them fetched.
 */
export function fetchScreenAhead(pathname: string): void {
  if (!getSession()) return;
  const route = ROUTES.find((r) => r.access !== 'public' && matches(r.path, pathname));
  const code = route && screenCode(route.path, route.aliasOf);
  void loadShell().catch(() => undefined);
  if (!code) return;
  void code.load().catch(() => undefined); // a failure shows when the router asks for it again
  if (code.kind === 'table') void loadResourceTable().catch(() => undefined);
}
