import { PERMISSION } from '@acorn/domain/access';
import { isProtectedGroup, PROTECTED_GROUP_MESSAGE, type Group, type GroupInput } from '@acorn/domain/groups';
import { groupsContract } from '@acorn/domain/groups';
import { col } from '../../components/resource-table/columns';
import type { Choice } from '../../components/resource-table/field-input';
import { bitsCodec, multiChoiceColumn } from '../../components/resource-table/multi-choice';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** READ_EDIT_PUBLIC_EVENTS → 'Read edit public events'. */
const PERMISSIONS: Choice<number>[] = Object.entries(PERMISSION).map(([name, bit]) => {
  const words = name.toLowerCase().replaceAll('_', ' ');
  return { value: bit, label: words[0]!.toUpperCase() + words.slice(1) };
});

/** Groups (spec doc 1): name, description and permission bits; 'Acorn Group' is never editable. */
export const groupsTable: TableDefinition<Group, GroupInput> = {
  source: groupsContract,
  noun: 'group',
  rowName: (row) => row.title ?? '',
  isLocked: (row) => isProtectedGroup(row),
  lockedReason: PROTECTED_GROUP_MESSAGE,
  columns: () => [
    col.text('title', 'Name'),
    col.longText('description', 'Description'),
    multiChoiceColumn<Group>('group_permissions', 'Permissions', PERMISSIONS, bitsCodec(PERMISSIONS)),
    col.stamp('last_modified_date'),
  ],
};
