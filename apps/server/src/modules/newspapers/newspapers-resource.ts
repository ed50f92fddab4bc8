import { apiAccess, newspaperInputSchema, newspaperSchema, validateNewspaper } from '@acorn/domain';
import { newspapers as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

export const newspapers = defineResource({
  name: 'newspapers',
  table,
  id: table.newspaper_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('newspapers')),
  row: newspaperSchema,
  input: newspaperInputSchema,
  validate: (row) => validateNewspaper(row),
  searchable: [table.title, table.description],
  filters: { county: table.county },
  notFound: 'Newspaper not found.',
});
