import { productLabel, RESOURCE_MESSAGES, type UsersTableRow } from '@acorn/domain';
import { dateColumn, readOnly, textColumn } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { ActiveSwitch } from './active-switch';

/** Users (spec doc 1): residents with their tablet's order and SIM; read here, but for the Active switch. */
export const usersTable: TableDefinition<UsersTableRow> = {
  resource: 'acorn-users-and-order',
  idField: 'user_id',
  label: productLabel('Users'),
  validate: () => null,
  newRow: () => ({}),
  messages: RESOURCE_MESSAGES['acorn-users'] ?? {},
  editAccess: [],
  defaultSort: { field: 'surname', sort: 'asc' },
  columns: () => [
    {
      field: 'is_active',
      headerName: 'Active',
      width: 100,
      renderCell: ({ row }) => <ActiveSwitch user={row} />,
    },
    ...(
      [
        ['firstname', 'First Name'],
        ['surname', 'Last Name'],
        ['acorn_id', 'Acorn ID'],
        ['order_no', 'Order Number'],
        ['sim_number', 'SIM Number'],
        ['email', 'Email'],
        ['mob_phone', 'Mobile'],
        ['home_phone', 'Home Phone'],
        ['location', 'Location'],
        ['city', 'City'],
        ['county', 'County'],
      ] as const
    ).map(([field, header]) => readOnly(textColumn<UsersTableRow>(field, header))),
    ...(
      [
        ['sim_activation_date', 'SIM Activation'],
        ['sim_renewal_date', 'SIM Renewal'],
        ['support_activation_date', 'Support Activation'],
        ['support_renewal_date', 'Support Renewal'],
      ] as const
    ).map(([field, header]) => readOnly(dateColumn<UsersTableRow>(field, header))),
  ],
};
