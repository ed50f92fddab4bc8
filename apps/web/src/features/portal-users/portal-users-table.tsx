import { RESOURCE_MESSAGES, ROLE, validatePortalUser, type PortalUserRow } from '@acorn/domain';
import { booleanColumn, groupColumn, stampColumn, textColumn } from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';
import { rolesColumn } from './roles-column';

/**
 * Portal users (spec doc 1): the people who sign in here. A new user is mailed a link to choose their
 * password. The roles offered come from the server: role 6 never, role 1 only to role 1 (and the server
 * refuses both as well).
 */
export const portalUsersTable: TableDefinition<PortalUserRow> = {
  resource: 'portal-users',
  idField: 'user_id',
  label: 'Portal Users',
  validate: validatePortalUser,
  newRow: () => ({ email: '', firstname: '', surname: '', roles: [], is_active: true }),
  messages: RESOURCE_MESSAGES['portal-users'] ?? {},
  exportAccess: [ROLE.ADMIN, ROLE.MANAGER],
  addOnlyFields: ['email'],
  defaultSort: { field: 'firstname', sort: 'asc' },
  columns: ({ isAdmin }) => [
    textColumn('firstname', 'First Name'),
    textColumn('surname', 'Last Name'),
    { ...textColumn<PortalUserRow>('email', 'Email', 1.5), minWidth: 220 },
    rolesColumn(),
    booleanColumn('is_active', 'Active'),
    ...(isAdmin ? [groupColumn<PortalUserRow>()] : []),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
