import { Link } from '@mui/material';
import {
  NEWSPAPER_LOCATIONS,
  RESOURCE_MESSAGES,
  ROLE,
  validateNewspaper,
  type Newspaper,
} from '@acorn/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { formatDateTime } from '../../lib/format';

/** Newspapers (spec doc 1): county under the heading Location; group and CSV export for role 1 only. */
export const newspapersTable: TableDefinition<Newspaper> = {
  resource: 'newspapers',
  idField: 'newspaper_id',
  label: 'Newspapers',
  validate: validateNewspaper,
  newRow: () => ({ title: '', description: '', url: '', icon_url: '', county: 'All' }),
  messages: RESOURCE_MESSAGES.newspapers ?? {},
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: ({ isAdmin }) => {
    const columns: GridColDef<Newspaper>[] = [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, editable: true },
      { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 200, editable: true },
      {
        field: 'url',
        headerName: 'Web address',
        flex: 1,
        minWidth: 180,
        editable: true,
        renderCell: ({ value }) =>
          value ? (
            <Link href={String(value)} target="_blank" rel="noopener noreferrer">
              {String(value)}
            </Link>
          ) : null,
      },
      {
        field: 'icon_url',
        headerName: 'Logo',
        width: 120,
        editable: true,
        sortable: false,
        renderCell: ({ value, row }) =>
          value ? (
            <img
              src={String(value)}
              alt={`${row.title} logo`}
              width={32}
              height={32}
              style={{ objectFit: 'contain' }}
            />
          ) : null,
      },
      {
        field: 'county',
        headerName: 'Location',
        width: 160,
        editable: true,
        type: 'singleSelect',
        valueOptions: [...NEWSPAPER_LOCATIONS],
      },
    ];
    if (isAdmin)
      columns.push({ field: 'group_id', headerName: 'Group', width: 90, type: 'number', editable: true });
    columns.push({
      field: 'last_modified_date',
      headerName: 'Last modified',
      width: 170,
      valueFormatter: (value) => formatDateTime(value),
    });
    return columns;
  },
};
