import type { Access } from '@acorn/domain/access';
import { AUDIT_ACTION_LABELS, AUDIT_SORTS, type AuditAction, type AuditLogEntry } from '@acorn/domain/audit';
import { screenAccess } from '@acorn/domain/access';
import { Typography } from '@mui/material';
import { col } from '../../components/resource-table/columns';
import type { ResourceColumn } from '../../components/resource-table/field-input';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { formatDateTime } from '../../lib/format';
import { whatText, whoText } from './audit-words';

const actionText = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

const nobody: Access = [];
const role1 = screenAccess('/audit');
const sortable = (field: string) => (AUDIT_SORTS as readonly string[]).includes(field);

/** Two lines in one cell: a name, and beneath it what identifies it exactly (an email, a number). */
const twoLines = (first: string, second: string | null) => (
  <span style={{ lineHeight: 1.3, paddingBlock: 4 }}>
    {first}
    {second && (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {second}
      </Typography>
    )}
  </span>
);

const columns = (): ResourceColumn<AuditLogEntry>[] => {
  // Read left to right as a sentence: when, what was done to what, whose, by whom (a phone's card: the
  // first four, under the person's name).
  const all: ResourceColumn<AuditLogEntry>[] = [
    { ...col.stamp<AuditLogEntry>('at', 'When'), width: 180, text: (row) => formatDateTime(row.at) },
    {
      field: 'action',
      headerName: 'Action',
      width: 150,
      valueFormatter: (value: string) => actionText(value),
      text: (row) => actionText(row.action),
    },
    {
      field: 'entity',
      headerName: 'What',
      flex: 1,
      minWidth: 170,
      valueGetter: (_value, row) => whatText(row),
      text: whatText,
    },
    {
      field: 'resident_id',
      headerName: 'Resident',
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (row.resident_name ? twoLines(row.resident_name, `#${row.resident_id}`) : ''),
      text: (row) => row.resident_name ?? '',
    },
    {
      field: 'actor_email',
      headerName: 'Who',
      flex: 1.2,
      minWidth: 220,
      renderCell: ({ row }) => twoLines(whoText(row), row.actor_name ? row.actor_email : null),
      text: (row) => [whoText(row), row.actor_name ? row.actor_email : null].filter(Boolean).join(', '),
    },
    { field: 'group_title', headerName: 'Group', width: 170 },
    { field: 'ip', headerName: 'From', width: 140 },
  ];
  // The server sorts by what it has an index for; other headers do not offer to sort.
  return all.map((c) => ({ ...c, sortable: sortable(c.field) }));
};

/**
 * The audit log (issue 23, role 1): read-only rows the server pages, sorts and filters (the filters are
 * the screen's, audit-log-screen.tsx); Export CSV takes every row the filters match.
 */
export const auditLogTable: TableDefinition<AuditLogEntry, object> = {
  source: {
    name: 'audit-log',
    label: 'Audit Log',
    id: 'id',
    modified: 'at',
    access: { read: role1, create: nobody, update: nobody, delete: nobody, export: role1 },
    rules: () => [],
    defaults: {},
    pageSize: 20,
    defaultSort: { field: 'at', order: 'desc' },
    messages: {},
  },
  noun: 'audit entry',
  // The card's title on a phone, and what names a row.
  rowName: whoText,
  columns,
};
