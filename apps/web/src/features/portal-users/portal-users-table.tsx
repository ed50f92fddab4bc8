import type { PortalUserInput, PortalUserRow } from '@acorn/domain/portal-users';
import { portalUsersContract } from '@acorn/domain/portal-users';
import { col } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { rolesColumn } from './roles-column';

/**
 * Portal users (spec doc 1): the people who sign in here. A new user is mailed a link to choose their
 * password. The roles offered come from the server: role 6 never, role 1 only to role 1 (and the server
 * refuses both as well).
 */
export const portalUsersTable: TableDefinition<PortalUserRow, PortalUserInput> = {
  source: portalUsersContract,
  noun: 'portal user',
  rowName: (row) => [row.firstname, row.surname].filter(Boolean).join(' ') || row.email,
  addOnlyFields: ['email'],
  columns: ({ isAdmin }) => [
    col.text('firstname', 'First Name'),
    col.text('surname', 'Last Name'),
    col.email('email', 'Email'),
    rolesColumn(),
    col.boolean('is_active', 'Active'),
    ...(isAdmin ? [col.group<PortalUserRow>()] : []),
    col.stamp('last_modified_date'),
  ],
};
