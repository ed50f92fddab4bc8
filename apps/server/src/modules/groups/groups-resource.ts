import {
  apiAccess,
  groupInputSchema,
  groupSchema,
  isProtectedGroup,
  PROTECTED_GROUP_MESSAGE,
  validateGroup,
} from '@acorn/domain';
import { groups as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';

const admin = apiAccess('groups'); // role 1

/** Groups (customers of the service). 'Acorn Group', the operator's own, cannot be edited or deleted. */
export const groups = defineResource({
  name: 'groups',
  table,
  id: table.group_id,
  modified: table.last_modified_date,
  access: { read: admin, create: admin, update: admin, delete: admin, export: admin },
  row: groupSchema,
  input: groupInputSchema,
  validate: (row) => validateGroup(row),
  defaults: { group_permissions: 0 },
  protect: (existing) => (isProtectedGroup(existing) ? PROTECTED_GROUP_MESSAGE : null),
  searchable: [table.title, table.description],
  notFound: 'Group not found.',
});
