import { productLabel, type Access } from '@acorn/domain/access';
import type { UsersTableRow } from '@acorn/domain/residents';
import { ACORN_USERS_MESSAGES } from '@acorn/domain/shared';
import { screenAccess } from '@acorn/domain/access';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { ActiveSwitch } from './active-switch';

const nobody: Access = [];

/**
 * Users (spec doc 1): residents with their tablet's order and SIM, a view over several tables that is read
 * here (the Active switch is its own call), so its source is declared on the page, not by a contract.
 */
export const usersTable: TableDefinition<UsersTableRow, object> = {
  source: {
    name: 'acorn-users-and-order',
    label: productLabel('Users'),
    id: 'user_id',
    modified: 'user_id',
    access: {
      read: screenAccess('/acorn-users'),
      create: nobody,
      update: nobody,
      delete: nobody,
      export: nobody,
    },
    rules: () => [],
    defaults: {},
    pageSize: 50,
    defaultSort: { field: 'surname', order: 'asc' },
    messages: ACORN_USERS_MESSAGES,
  },
  noun: 'user',
  rowName: (row) => [row.firstname, row.surname].filter(Boolean).join(' '),
  columns: () => [
    {
      field: 'is_active',
      headerName: 'Active',
      width: 100,
      renderCell: ({ row }) => <ActiveSwitch user={row} />,
      text: (row) => (row.is_active ? 'Active' : 'Not active'),
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
    ).map(([field, header]) => col.readOnly(col.text<UsersTableRow>(field, header))),
    ...(
      [
        ['sim_activation_date', 'SIM Activation'],
        ['sim_renewal_date', 'SIM Renewal'],
        ['support_activation_date', 'Support Activation'],
        ['support_renewal_date', 'Support Renewal'],
      ] as const
    ).map(([field, header]) => col.readOnly(col.date<UsersTableRow>(field, header))),
  ],
};
