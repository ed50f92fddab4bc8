import type { AnyContract } from '../shared/contract';
import { localContentsContract } from '../content/local-contents-contract';
import { newspapersContract } from '../content/newspapers-contract';
import { noticeboardsContract } from '../content/noticeboards-contract';
import { devicesContract } from '../devices/contract';
import { maintenancesContract } from '../maintenance/contract';
import { menusContract } from '../content/menus-contract';
import { groupsContract } from '../groups/contract';
import { publicEventsContract } from '../activities/public-events-contract';
import { portalUsersContract } from '../portal-users/contract';
import { partsContract } from '../parts/contract';
import { repairsContract } from '../repairs/contract';
import { customersContract } from '../customers/contract';
import { suggestedAppsContract } from '../suggested-apps/contract';
import { ordersContract } from '../orders/contract';
import { renewalsContract } from '../renewals/contract';
import { facilitiesContract } from '../facilities/contract';

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
