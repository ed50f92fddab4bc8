import {
  apiAccess,
  localContentInputSchema,
  localContentSchema,
  ROLE,
  validateLocalContent,
} from '@acorn/domain';
import { localContents as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';

const editors = apiAccess('local-contents');

export const localContents = defineResource({
  name: 'local-contents',
  table,
  id: table.id,
  group: table.group_id,
  modified: table.last_modified_date,
  // Spec doc 1 §6: role 1 alone sees the group column and the CSV export on content tables.
  access: { read: editors, create: editors, update: editors, delete: editors, export: [ROLE.ADMIN] },
  row: localContentSchema,
  input: localContentInputSchema,
  validate: (row) => validateLocalContent(row),
  searchable: [table.title, table.description, table.category],
  filters: { category: table.category, county: table.county },
  notFound: 'Local content not found.',
});
