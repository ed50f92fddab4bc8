import type { GridValidRowModel } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import type { TableDefinition } from '../components/resource-table/table-definition';
import { Screen } from '../components/screen';

type ScreenComponent = ComponentType<{ title: string }>;
/** Loads a screen's code: the router calls it while the navigation is pending (a route's `lazy`). */
export type ScreenLoader = () => Promise<ScreenComponent>;

const named =
  <K extends string>(load: () => Promise<Record<K, ScreenComponent>>, name: K): ScreenLoader =>
  () =>
    load().then((module) => module[name]);

/**
 * A screen that is one editable table: its declaration and the table component (MUI X Data Grid, the
 * portal's heaviest part) load together, in parallel. The component must stay a dynamic import: imported
 * statically, it lands in the main chunk that the sign-in page loads (the page-weight test holds this).
 */
const table =
  <R extends GridValidRowModel, K extends string>(
    load: () => Promise<Record<K, TableDefinition<R>>>,
    name: K,
  ): ScreenLoader =>
  async () => {
    const [definitions, { ResourceTable }] = await Promise.all([
      load(),
      import('../components/resource-table/resource-table'),
    ]);
    const def = definitions[name];
    return ({ title }) => (
      <Screen title={title}>
        <ResourceTable<R> def={def} />
      </Screen>
    );
  };

/** The built screens by route path (each its own chunk); every other route shows PendingScreen. An alias
 * route (/public-events) shows the screen of the path it is an alias of. */
export const SCREENS: Partial<Record<string, ScreenLoader>> = {
  '/profile': named(() => import('../features/profile/profile-page'), 'ProfilePage'),
  '/tablets': named(() => import('../features/tablets/tablets-screen'), 'TabletsScreen'),
  '/device/:device': named(() => import('../features/user-details/user-details-screen'), 'UserDetailsScreen'),
  '/newspapers': table(() => import('../features/newspapers/newspapers-table'), 'newspapersTable'),
  '/local-contents': table(
    () => import('../features/local-contents/local-contents-table'),
    'localContentsTable',
  ),
  '/noticeboards': table(() => import('../features/noticeboards/noticeboards-table'), 'noticeboardsTable'),
  '/maintenance': named(() => import('../features/maintenances/maintenances-screen'), 'MaintenancesScreen'),
  '/portal-users': table(() => import('../features/portal-users/portal-users-table'), 'portalUsersTable'),
  '/acorn-users': table(() => import('../features/acorn-users/users-table'), 'usersTable'),
  '/groups': table(() => import('../features/groups/groups-table'), 'groupsTable'),
  '/activities': named(() => import('../features/activities/activities-screen'), 'ActivitiesScreen'),
  '/menus': table(() => import('../features/menus/menus-table'), 'menusTable'),
  '/devices': table(() => import('../features/devices/devices-table'), 'devicesTable'),
  '/orders': table(() => import('../features/orders/orders-table'), 'ordersTable'),
  '/customers': table(() => import('../features/customers/customers-table'), 'customersTable'),
  '/parts': table(() => import('../features/parts/parts-table'), 'partsTable'),
  '/repairs': table(() => import('../features/repairs/repairs-table'), 'repairsTable'),
  '/renewals': table(() => import('../features/renewals/renewals-table'), 'renewalsTable'),
  '/apps': table(() => import('../features/suggested-apps/suggested-apps-table'), 'suggestedAppsTable'),
};
