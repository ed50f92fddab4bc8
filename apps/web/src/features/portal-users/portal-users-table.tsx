import {
  ASSIGNABLE_ROLES,
  RESOURCE_MESSAGES,
  ROLE,
  ROLE_DESCRIPTIONS,
  validatePortalUser,
  type PortalUserRow,
} from '@acorn/domain';
import { booleanColumn, groupColumn, stampColumn, textColumn } from '../../components/resource-table/columns';
import { multiChoiceColumn } from '../../components/resource-table/multi-choice';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/**
 * Portal users (spec doc 1): the people who sign in here. A new user is mailed a link to choose their
 * password. Role 6 is never offered; role 1 only to role 1 (the server refuses both as well).
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
    multiChoiceColumn(
      'roles',
      'Group Roles',
      ASSIGNABLE_ROLES.filter((r) => isAdmin || r !== ROLE.ADMIN).map((r) => ({
        value: r,
        label: ROLE_DESCRIPTIONS[r],
      })),
    ),
    booleanColumn('is_active', 'Active'),
    ...(isAdmin ? [groupColumn<PortalUserRow>()] : []),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
