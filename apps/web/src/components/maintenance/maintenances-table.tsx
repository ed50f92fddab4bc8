import { Box, Typography } from '@mui/material';
import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  type Maintenance,
  type MaintenanceInput,
  type MaintenanceStatus,
} from '@acorn/domain/maintenance';
import { maintenancesContract } from '@acorn/domain/maintenance';
import { Suspense } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { col } from '../resource-table/columns';
import type { ResourceColumn } from '../resource-table/field-input';
import type { TableDefinition } from '../resource-table/table-definition';
import { FamilyRequest } from './family-request';
import { RepeatsInput, repeatsText } from './repeats-input';
import { jobSavedMessage } from './saved-message';
import { JobStatusChip } from './status-chip';

// A job's notes show only in its form, itself loaded when first opened: they load with it, not with the table.
const JobNotes = lazyNamed(() => import('./job-notes'), 'JobNotes');

const statusColumn: ResourceColumn<Maintenance> = {
  ...col.choice<Maintenance>('status', 'Status', MAINTENANCE_STATUSES),
  renderCell: ({ value }) => (value ? <JobStatusChip status={value as MaintenanceStatus} /> : null),
};

/** How often a recurring job repeats: in the form only once Recurring is on. */
const repeatsColumn: ResourceColumn<Maintenance> = {
  field: 'recurrence',
  headerName: 'Repeats',
  width: 130,
  valueFormatter: (value) => repeatsText(value),
  text: (row) => repeatsText(row.recurrence),
  input: { kind: 'custom', render: (props) => <RepeatsInput {...props} />, display: repeatsText },
  shownWhen: (values) => values.is_recurring === true,
};

/**
 * What a family member said with their request (issue 20): shown, sorted by, never typed (no input, so the
 * form leaves them out; the form's Family request section shows them with the photo).
 */
const requestedByColumn: ResourceColumn<Maintenance> = {
  field: 'requested_by_name',
  headerName: 'Requested by',
  flex: 1,
  minWidth: 210,
};
const keyEntryColumn: ResourceColumn<Maintenance> = {
  field: 'key_entry_permission',
  headerName: 'Key entry',
  width: 130,
};

/** The columns shown until a user chooses: Repeats is one click away, in Columns. */
const SHOWN: (keyof Maintenance & string)[] = [
  'title',
  'description',
  'resident_name',
  'requested_by_name',
  'key_entry_permission',
  'status',
  'priority',
  'start_date',
  'is_recurring',
  'notes',
  'cost',
  'group_id',
  'last_modified_date',
];

/**
 * Maintenances (spec doc 1), and the same table as role 8's 'Jobs', where the contract lets only the job's
 * own progress be changed (the form shows the rest read-only); add and delete for roles 1 and 2. The
 * resident's Maintenance panel adds jobs with this same form. An open job's form shows its notes thread,
 * and for a family member's request who asked, the key entry and the photo.
 */
export const maintenancesTable: TableDefinition<Maintenance, MaintenanceInput> = {
  source: maintenancesContract,
  noun: 'maintenance job',
  rowName: (row) => row.title ?? '',
  columns: ({ isAdmin }) => [
    col.text('title', 'Title'),
    col.longText('description', 'Description'),
    col.text('resident_name', 'Resident'),
    requestedByColumn,
    keyEntryColumn,
    statusColumn,
    col.choice('priority', 'Priority', MAINTENANCE_PRIORITIES),
    col.date('start_date', 'Start date'),
    col.boolean('is_recurring', 'Recurring'),
    repeatsColumn,
    col.longText('notes', 'Notes'),
    col.euro('cost', 'Cost'),
    ...(isAdmin ? [col.group<Maintenance>()] : []),
    col.stamp('last_modified_date'),
  ],
  shown: SHOWN,
  savedMessage: jobSavedMessage,
  formExtra: (row) => (
    <>
      <FamilyRequest job={row} />
      <Box component="section" sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Note thread
        </Typography>
        <Suspense fallback={null}>
          <JobNotes job={row} />
        </Suspense>
      </Box>
    </>
  ),
};
