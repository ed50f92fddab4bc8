import { Chip } from '@mui/material';
import {
  JOBS_EDITABLE_FIELDS,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUS_COLOURS,
  MAINTENANCE_STATUSES,
  RESOURCE_MESSAGES,
  ROLE,
  validateMaintenance,
  type Maintenance,
  type MaintenanceStatus,
} from '@acorn/domain';
import type { GridColDef } from '@mui/x-data-grid';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  euroColumn,
  groupColumn,
  numberColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

// The spec's orange, blue, green and grey, dark enough for white text to pass WCAG AA (≥ 4.5:1).
const SHADES: Record<string, string> = {
  orange: '#b45309',
  blue: '#1d4ed8',
  green: '#15803d',
  grey: '#4b5563',
};

const statusColumn: GridColDef<Maintenance> = {
  ...choiceColumn<Maintenance>('status', 'Status', MAINTENANCE_STATUSES),
  renderCell: ({ value }) =>
    value ? (
      <Chip
        size="small"
        label={value as string}
        sx={{ color: '#fff', bgcolor: SHADES[MAINTENANCE_STATUS_COLOURS[value as MaintenanceStatus]] }}
      />
    ) : null,
};

/** Role 8 without role 1 or 2: the 'Jobs' view, where only the job's own progress can be changed. */
export const isJobsView = (roles: readonly number[]) =>
  !roles.some((r) => r === ROLE.ADMIN || r === ROLE.MANAGER) && roles.includes(ROLE.JOBS);

/** Maintenances (spec doc 1), and the same table as role 8's 'Jobs' (add and delete for roles 1 and 2). */
export const maintenancesTable: TableDefinition<Maintenance> = {
  resource: 'maintenances',
  idField: 'maintenance_id',
  label: 'Maintenances',
  validate: validateMaintenance,
  newRow: () => ({ title: '', description: '', status: 'Pending', is_recurring: false, priority: 2 }),
  messages: RESOURCE_MESSAGES.maintenances ?? {},
  addAccess: [ROLE.ADMIN, ROLE.MANAGER],
  deleteAccess: [ROLE.ADMIN, ROLE.MANAGER],
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: ({ roles, isAdmin }) => {
    const jobs = isJobsView(roles);
    const columns: GridColDef<Maintenance>[] = [
      textColumn('title', 'Title'),
      textColumn('description', 'Description', 1.5),
      textColumn('resident_name', 'Resident'),
      statusColumn,
      {
        ...numberColumn<Maintenance>('priority', 'Priority'),
        type: 'singleSelect',
        valueOptions: [...MAINTENANCE_PRIORITIES],
      },
      dateColumn('start_date', 'Start date'),
      booleanColumn('is_recurring', 'Recurring'),
      textColumn('notes', 'Notes', 1.5),
      euroColumn('cost', 'Cost'),
      ...(isAdmin ? [groupColumn<Maintenance>()] : []),
      stampColumn('last_modified_date', 'Last modified'),
    ];
    // The server refuses the rest for role 8; the grid does not offer them.
    const open: readonly string[] = JOBS_EDITABLE_FIELDS;
    return jobs ? columns.map((c) => ({ ...c, editable: !!c.editable && open.includes(c.field) })) : columns;
  },
};
