import { apiAccess, newspaperInputSchema, newspaperSchema, ROLE, validateNewspaper } from '@acorn/domain';
import { newspapers as table } from '../../db/schema/index.js';
import { defineResource } from '../../lib/resource/define-resource.js';

const editors = apiAccess('newspapers');

export const newspapers = defineResource({
  name: 'newspapers',
  table,
  id: table.newspaper_id,
  group: table.group_id,
  modified: table.last_modified_date,
  // Spec doc 1 §6: role 1 alone sees the group column and the CSV export on content tables.
  access: { read: editors, create: editors, update: editors, delete: editors, export: [ROLE.ADMIN] },
  row: newspaperSchema,
  input: newspaperInputSchema,
  validate: (row) => validateNewspaper(row),
  searchable: [table.title, table.description],
  filters: { county: table.county },
  notFound: 'Newspaper not found.',
});
