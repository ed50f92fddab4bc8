import type { FacilityInput, FacilityRow } from '@acorn/domain/facilities';
import { facilitiesContract } from '@acorn/domain/facilities';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** The zones this browser knows, offered as the name is typed; the contract's rule is what decides. */
const TIME_ZONES = ['UTC', ...Intl.supportedValuesOf('timeZone')];

/**
 * Facilities: role 1 edits every group's, role 2 reads its own group's. The count of residents is the
 * server's, never typed.
 */
export const facilitiesTable: TableDefinition<FacilityRow, FacilityInput> = {
  source: facilitiesContract,
  noun: 'facility',
  rowName: (row) => row.name,
  shown: ['name', 'city', 'resident_count', 'time_zone', 'group_id'],
  sections: [
    { title: 'Facility', fields: ['name', 'group_id'] },
    { title: 'Address', fields: ['street', 'city', 'county', 'country'] },
    { title: 'Place and time', fields: ['latitude', 'longitude', 'time_zone'] },
  ],
  columns: ({ isAdmin }) => [
    col.text('name', 'Name', 2),
    col.text('city', 'City'),
    col.text('county', 'County'),
    col.text('country', 'Country'),
    col.count('resident_count', 'Residents'),
    col.suggest('time_zone', 'Time zone', TIME_ZONES),
    col.decimal('latitude', 'Latitude'),
    col.decimal('longitude', 'Longitude'),
    col.text('street', 'Street'),
    ...(isAdmin ? [col.group<FacilityRow>()] : []),
    col.stamp('last_modified_date'),
  ],
};
