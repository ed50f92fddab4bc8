import type { Group, GroupInput } from './group';
import { groupRules } from './rules';
import { defineContract, screenAccess } from '../shared/contract';

const admin = screenAccess('/groups'); // role 1

/** Groups (spec doc 1; role 1): the care organisations, each with its permission bits. */
export const groupsContract = defineContract<Group, GroupInput>({
  name: 'groups',
  route: '/groups',
  label: 'Groups',
  messages: { loadFailed: 'Failed to get groups.' },
  id: 'group_id',
  modified: 'last_modified_date',
  grouped: false,
  rules: () => groupRules,
  defaults: { group_permissions: 0 },
  access: { read: admin, create: admin, update: admin, delete: admin, export: admin },
  searchable: ['title', 'description'],
  filters: [],
  notFound: 'Group not found.',
});
