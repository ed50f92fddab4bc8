import { Chip } from '@mui/material';
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUS_COLOURS,
  MAINTENANCE_STATUSES,
  type Maintenance,
  type MaintenanceInput,
  type MaintenanceStatus,
} from '@acorn/domain';
import { maintenancesContract } from '@acorn/domain/contracts/maintenances';
import { col } from '../../components/resource-table/columns';
import type { ResourceColumn } from '../../components/resource-table/field-input';
import type { TableDefinition } from '../../components/resource-table/table-definition';

// The spec's orange, blue, green and grey, dark enough for white text to pass WCAG AA (≥ 4.5:1).
const SHADES: Record<string, string> = {
  orange: '#b45309',
  blue: '#1d4ed8',
  green: '#15803d',
  grey: '#4b5563',
};

const statusColumn: ResourceColumn<Maintenance> = {
  ...col.choice<Maintenance>('status', 'Status', MAINTENANCE_STATUSES),
  renderCell: ({ value }) =>
    value ? (
      <Chip
        size="small"
        label={value as string}
        sx={{ color: '#fff', bgcolor: SHADES[MAINTENANCE_STATUS_COLOURS[value as MaintenanceStatus]] }}
      />
    ) : null,
};

/**
 * Maintenances (spec doc 1), and the same table as role 8's 'Jobs', where the contract lets only the job's
 * own progress be changed (the form shows the rest read-only); add and delete for roles 1 and 2.
 */
export const maintenancesTable: TableDefinition<Maintenance, MaintenanceInput> = {
  source: maintenancesContract,
  noun: 'maintenance job',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.text('resident_name', 'Resident'),
    statusColumn,
    col.choice('priority', 'Priority', MAINTENANCE_PRIORITIES),
    col.date('start_date', 'Start date'),
    col.boolean('is_recurring', 'Recurring'),
    col.longText('notes', 'Notes'),
    col.euro('cost', 'Cost'),
    ...(isAdmin ? [col.group<Maintenance>()] : []),
    col.stamp('last_modified_date'),
  ],
};
