import type { AnyContract } from './contract';
import { localContentsContract } from './local-contents';
import { newspapersContract } from './newspapers';
import { noticeboardsContract } from './noticeboards';
import { devicesContract } from './devices';
import { maintenancesContract } from './maintenances';
import { menusContract } from './menus';
import { groupsContract } from './groups';
import { publicEventsContract } from './public-events';
import { portalUsersContract } from './portal-users';
import { partsContract } from './parts';
import { repairsContract } from './repairs';
import { customersContract } from './customers';
import { suggestedAppsContract } from './suggested-apps';
import { ordersContract } from './orders';
import { renewalsContract } from './renewals';
import { facilitiesContract } from './facilities';

/** Every resource declared by a contract: the tests that hold the server and the page to them walk this. */
export const CONTRACTS: readonly AnyContract[] = [
  newspapersContract,
  localContentsContract,
  noticeboardsContract,
  devicesContract,
  maintenancesContract,
  menusContract,
  groupsContract,
  publicEventsContract,
  portalUsersContract,
  partsContract,
  repairsContract,
  customersContract,
  suggestedAppsContract,
  ordersContract,
  renewalsContract,
  facilitiesContract,
];
