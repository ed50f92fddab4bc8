import { DEFAULT_TIME_ZONE } from './facilities';
import type { FacilityInput, FacilityRow } from './facility';
import { ROLE } from '../access/roles';
import { isEmpty } from '../shared/empty';
import type { Rule } from '../shared/rules';
import { isTimeZone } from '../time/time-zone';
import { defineContract, screenAccess } from '../shared/contract';

// The spec has no facilities table; its messages follow the catalogue's wording for the other tables.
export const FACILITY_MESSAGES = {
  name: 'Facility name cannot be empty.',
  latitude: 'Facility latitude must be between -90 and 90.',
  longitude: 'Facility longitude must be between -180 and 180.',
  together: 'Facility latitude and longitude must be given together.',
  timeZone: 'Facility time zone cannot be empty.',
  ianaTimeZone: 'Facility time zone must be an IANA time zone, such as America/Toronto.',
} as const;

const outside = (value: unknown, limit: number) =>
  typeof value === 'number' && !(value >= -limit && value <= limit);

const M = FACILITY_MESSAGES;
const facilityRules: readonly Rule<FacilityInput>[] = [
  { field: 'name', message: M.name },
  { field: 'latitude', message: M.latitude, fails: (f) => outside(f.latitude, 90) },
  { field: 'longitude', message: M.longitude, fails: (f) => outside(f.longitude, 180) },
  { field: 'latitude', message: M.together, fails: (f) => isEmpty(f.latitude) && !isEmpty(f.longitude) },
  { field: 'longitude', message: M.together, fails: (f) => isEmpty(f.longitude) && !isEmpty(f.latitude) },
  { field: 'time_zone', message: M.timeZone },
  {
    field: 'time_zone',
    message: M.ianaTimeZone,
    fails: (f) => !isEmpty(f.time_zone) && !isTimeZone(f.time_zone as string),
  },
];

const admin = [ROLE.ADMIN] as const;

/**
 * Facilities (issue 16's walkthrough example): the care homes of each group, where their residents live, and
 * each one's place and clock. Roles 1 and 2 read (role 2 its own group's), role 1 alone writes. The count
 * of residents is the database's, on every read (the server declaration's `computed`).
 */
export const facilitiesContract = defineContract<FacilityRow, FacilityInput>({
  name: 'facilities',
  route: '/facilities',
  label: 'Facilities',
  id: 'facility_id',
  modified: 'last_modified_date',
  rules: () => facilityRules,
  defaults: { time_zone: DEFAULT_TIME_ZONE },
  access: { read: screenAccess('/facilities'), create: admin, update: admin, delete: admin, export: admin },
  defaultSort: { field: 'name', order: 'asc' },
  searchable: ['name', 'city', 'county'],
  filters: ['country'],
  messages: {
    loadFailed: 'Failed to get facilities.',
    addFailed: 'Failed to add facility.',
    updateFailed: 'Failed to update facility.',
    deleteFailed: 'Failed to delete facility.',
    created: 'Facility successfully created.',
    updated: 'Facility successfully updated.',
  },
  notFound: 'Facility not found.',
});
