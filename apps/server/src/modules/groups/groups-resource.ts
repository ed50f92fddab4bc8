import { groupInputSchema, groupSchema } from '@acorn/domain/groups';
import { isProtectedGroup, PROTECTED_GROUP_MESSAGE } from '@acorn/domain/groups';
import { groupsContract } from '@acorn/domain/groups';
import { groups as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Groups: the contract, on its table; 'Acorn Group' (the operator's own) is never edited or deleted. */
export const groups = fromContract(groupsContract, table, {
  row: groupSchema,
  input: groupInputSchema,
  protect: (existing) => (isProtectedGroup(existing) ? PROTECTED_GROUP_MESSAGE : null),
});
