import { ALL_PERMISSIONS } from '@acorn/domain/groups';
import type { groups, portalUsers } from '../../db/schema/index.js';

export const ROLE_ROWS = [
  { role_id: 1, description: 'Administrator' },
  { role_id: 2, description: 'Manager' },
  { role_id: 3, description: 'Newspapers editor' },
  { role_id: 4, description: 'Local contents editor' },
  { role_id: 5, description: 'Activities editor' },
  { role_id: 6, description: 'Reserved' },
  { role_id: 7, description: 'Family member' },
  { role_id: 8, description: 'Maintenance jobs' },
];

export const OPERATOR_GROUP = 1;
export const MAPLE_GROVE = 2;
export const SHANNON_VALLEY = 3;

export const GROUP_ROWS: (typeof groups.$inferInsert & { group_id: number; title: string })[] = [
  {
    group_id: OPERATOR_GROUP,
    title: 'Acorn Group',
    description: 'Acorn service operator',
    group_permissions: ALL_PERMISSIONS,
  },
  {
    group_id: MAPLE_GROVE,
    title: 'Maple Grove Care',
    description: 'Senior living communities in Ontario, Illinois and Massachusetts',
    group_permissions: ALL_PERMISSIONS, // every bit, as the operator's: the demo shows every screen
  },
  {
    group_id: SHANNON_VALLEY,
    title: 'Shannon Valley Homes',
    description: 'Nursing homes in Clare and Limerick',
    group_permissions: ALL_PERMISSIONS, // every bit, as the operator's: the demo shows every screen
  },
];

export const groupTitle = (groupId: number): string =>
  GROUP_ROWS.find((g) => g.group_id === groupId)?.title ?? 'Acorn Group';

export type Region = 'ie' | 'ca' | 'us';

export interface FacilitySeed {
  name: string;
  residents: number;
  group_id: number;
  street: string;
  city: string;
  county: string;
  country: string;
  region: Region;
  /** The residents' location field: the county for Ireland, the country elsewhere. */
  location: string;
  postcodes: readonly string[];
  phone: string;
  /** Where it stands (WGS 84, to about a street) and its clock. */
  latitude: number;
  longitude: number;
  time_zone: string;
}

/** The spec's five facilities with its fixed resident counts, reproduced by counting real rows. */
export const FACILITY_SEEDS: readonly FacilitySeed[] = [
  {
    name: 'Toronto',
    residents: 12,
    group_id: MAPLE_GROVE,
    street: '85 Bloor Street East',
    city: 'Toronto',
    county: 'Ontario',
    country: 'Canada',
    region: 'ca',
    location: 'Canada',
    postcodes: ['M4W 1A9', 'M4W 3L4', 'M4Y 1P8'],
    phone: '(416) 555-0140',
    latitude: 43.671,
    longitude: -79.3836,
    time_zone: 'America/Toronto',
  },
  {
    name: 'Lake Barrington Woods',
    residents: 18,
    group_id: MAPLE_GROVE,
    street: '22320 Classic Court',
    city: 'Lake Barrington',
    county: 'Illinois',
    country: 'USA',
    region: 'us',
    location: 'USA',
    postcodes: ['60010'],
    phone: '(847) 555-0172',
    latitude: 42.1987,
    longitude: -88.1596,
    time_zone: 'America/Chicago',
  },
  {
    name: 'Northport Highlands',
    residents: 25,
    group_id: SHANNON_VALLEY,
    street: 'Gort Road',
    city: 'Ennis',
    county: 'Co.Clare',
    country: 'Ireland',
    region: 'ie',
    location: 'Co.Clare',
    postcodes: ['V95 K7P3', 'V95 T2X4', 'V95 H6R8'],
    phone: '065 682 4410',
    latitude: 52.852,
    longitude: -8.972,
    time_zone: 'Europe/Dublin',
  },
  {
    name: 'The Village at the Farm Pond',
    residents: 8,
    group_id: MAPLE_GROVE,
    street: '1 Edmands Road',
    city: 'Framingham',
    county: 'Massachusetts',
    country: 'USA',
    region: 'us',
    location: 'USA',
    postcodes: ['01701'],
    phone: '(508) 555-0119',
    latitude: 42.2985,
    longitude: -71.4255,
    time_zone: 'America/New_York',
  },
  {
    name: 'The Season at Glenview',
    residents: 34,
    group_id: SHANNON_VALLEY,
    street: 'Ballysimon Road',
    city: 'Limerick',
    county: 'Co.Limerick',
    country: 'Ireland',
    region: 'ie',
    location: 'Co.Limerick',
    postcodes: ['V94 E2N6', 'V94 R8W1', 'V94 Y3D5'],
    phone: '061 412 880',
    latitude: 52.656,
    longitude: -8.598,
    time_zone: 'Europe/Dublin',
  },
];

export interface PortalUserSeed {
  row: Omit<typeof portalUsers.$inferInsert, 'password_hash'>;
  roles: number[];
}

export const PORTAL_USER_SEEDS: readonly PortalUserSeed[] = [
  {
    row: {
      email: 'admin@acorn.demo',
      firstname: 'Aoife',
      surname: 'Brennan',
      mob_phone: '087 214 5530',
      group_id: OPERATOR_GROUP,
    },
    roles: [1],
  },
  {
    row: {
      email: 'manager@acorn.demo',
      firstname: 'Karen',
      surname: 'Whitfield',
      mob_phone: '(416) 555-0188',
      group_id: MAPLE_GROVE,
    },
    roles: [2],
  },
  {
    row: {
      email: 'manager2@acorn.demo',
      firstname: 'Declan',
      surname: 'Moloney',
      mob_phone: '086 331 9042',
      group_id: SHANNON_VALLEY,
    },
    roles: [2],
  },
  {
    row: {
      email: 'newspapers@acorn.demo',
      firstname: 'Ciarán',
      surname: 'Doyle',
      mob_phone: '085 774 1203',
      group_id: MAPLE_GROVE,
    },
    roles: [3],
  },
  {
    row: {
      email: 'content@acorn.demo',
      firstname: 'Priya',
      surname: 'Raman',
      mob_phone: '(647) 555-0163',
      group_id: MAPLE_GROVE,
    },
    roles: [4],
  },
  {
    row: {
      email: 'activities@acorn.demo',
      firstname: 'Megan',
      surname: "O'Hara",
      mob_phone: '(847) 555-0135',
      group_id: MAPLE_GROVE,
    },
    roles: [5],
  },
  {
    // Daughter of Dorothy Campbell, the first Toronto resident (see family links).
    row: {
      email: 'family@acorn.demo',
      firstname: 'Susan',
      surname: 'Campbell',
      mob_phone: '(416) 555-0127',
      group_id: MAPLE_GROVE,
    },
    roles: [7],
  },
  {
    row: {
      email: 'jobs@acorn.demo',
      firstname: 'Tomás',
      surname: 'Walsh',
      mob_phone: '087 662 0418',
      group_id: MAPLE_GROVE,
    },
    roles: [8],
  },
];
