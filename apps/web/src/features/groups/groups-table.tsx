import {
  isProtectedGroup,
  PERMISSION,
  PROTECTED_GROUP_MESSAGE,
  RESOURCE_MESSAGES,
  ROLE,
  validateGroup,
  type Group,
} from '@acorn/domain';
import { stampColumn, textColumn } from '../../components/resource-table/columns';
import { bitsCodec, multiChoiceColumn, type Choice } from '../../components/resource-table/multi-choice';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** READ_EDIT_PUBLIC_EVENTS → 'Read edit public events'. */
const PERMISSIONS: Choice[] = Object.entries(PERMISSION).map(([name, bit]) => {
  const words = name.toLowerCase().replaceAll('_', ' ');
  return { value: bit, label: words[0]!.toUpperCase() + words.slice(1) };
});

/** Groups (spec doc 1): name, description and permission bits; 'Acorn Group' is never editable. */
export const groupsTable: TableDefinition<Group> = {
  resource: 'groups',
  idField: 'group_id',
  label: 'Groups',
  validate: validateGroup,
  newRow: () => ({ title: '', description: '', group_permissions: 0 }),
  messages: RESOURCE_MESSAGES.groups ?? {},
  exportAccess: [ROLE.ADMIN],
  isLocked: (row) => isProtectedGroup(row),
  lockedReason: PROTECTED_GROUP_MESSAGE,
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    textColumn('title', 'Name'),
    textColumn('description', 'Description', 1.5),
    multiChoiceColumn('group_permissions', 'Permissions', PERMISSIONS, bitsCodec(PERMISSIONS)),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
