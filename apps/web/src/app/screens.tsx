import type { ComponentType } from 'react';
import { lazyTableScreen } from '../components/resource-table/table-screen';
import { lazyNamed } from '../lib/lazy-named';

// Each screen is its own chunk, loaded when its route is first visited.
const ProfilePage = lazyNamed(() => import('../features/profile/profile-page'), 'ProfilePage');
const MaintenancesScreen = lazyNamed(
  () => import('../features/maintenances/maintenances-screen'),
  'MaintenancesScreen',
);
const TabletsScreen = lazyNamed(() => import('../features/tablets/tablets-screen'), 'TabletsScreen');
const UserDetailsScreen = lazyNamed(
  () => import('../features/user-details/user-details-screen'),
  'UserDetailsScreen',
);
const ActivitiesScreen = lazyNamed(
  () => import('../features/activities/activities-screen'),
  'ActivitiesScreen',
);

/** The built screens by route path (each titled from the route table); every other route shows PendingScreen. */
export const SCREENS: Partial<Record<string, ComponentType<{ title: string }>>> = {
  '/profile': ProfilePage,
  '/tablets': TabletsScreen,
  '/device/:device': UserDetailsScreen,
  '/newspapers': lazyTableScreen(() => import('../features/newspapers/newspapers-table'), 'newspapersTable'),
  '/local-contents': lazyTableScreen(
    () => import('../features/local-contents/local-contents-table'),
    'localContentsTable',
  ),
  '/noticeboards': lazyTableScreen(
    () => import('../features/noticeboards/noticeboards-table'),
    'noticeboardsTable',
  ),
  '/maintenance': MaintenancesScreen,
  '/portal-users': lazyTableScreen(
    () => import('../features/portal-users/portal-users-table'),
    'portalUsersTable',
  ),
  '/acorn-users': lazyTableScreen(() => import('../features/acorn-users/users-table'), 'usersTable'),
  '/groups': lazyTableScreen(() => import('../features/groups/groups-table'), 'groupsTable'),
  '/activities': ActivitiesScreen,
  '/public-events': ActivitiesScreen,
  '/menus': lazyTableScreen(() => import('../features/menus/menus-table'), 'menusTable'),
  '/devices': lazyTableScreen(() => import('../features/devices/devices-table'), 'devicesTable'),
  '/orders': lazyTableScreen(() => import('../features/orders/orders-table'), 'ordersTable'),
  '/customers': lazyTableScreen(() => import('../features/customers/customers-table'), 'customersTable'),
  '/parts': lazyTableScreen(() => import('../features/parts/parts-table'), 'partsTable'),
  '/repairs': lazyTableScreen(() => import('../features/repairs/repairs-table'), 'repairsTable'),
  '/renewals': lazyTableScreen(() => import('../features/renewals/renewals-table'), 'renewalsTable'),
  '/apps': lazyTableScreen(
    () => import('../features/suggested-apps/suggested-apps-table'),
    'suggestedAppsTable',
  ),
};
