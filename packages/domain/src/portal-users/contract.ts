import type { PortalUserInput, PortalUserRow } from './portal-user';
import { portalUserRules } from './rules';
import { screenAccess, defineContract } from '../shared/contract';

const staff = screenAccess('/portal-users'); // roles 1 and 2

/**
 * Portal users (spec doc 1): a manager manages their own group's users, never role 1 (the server's rule).
 * A new user gets no password: they are mailed a link to choose one.
 */
export const portalUsersContract = defineContract<PortalUserRow, PortalUserInput>({
  name: 'portal-users',
  route: '/portal-users',
  label: 'Portal Users',
  messages: {
    loadFailed: 'Failed to get portal users.',
    addFailed: 'Failed to add.',
    updateFailed: 'Failed to update.',
  },
  id: 'user_id',
  modified: 'last_modified_date',
  rules: () => portalUserRules,
  defaults: { is_active: true },
  access: { read: staff, create: staff, update: staff, delete: staff, export: staff },
  defaultSort: { field: 'firstname', order: 'asc' },
  searchable: ['firstname', 'surname', 'email'],
  filters: [],
  notFound: 'Portal user not found.',
});
