import { apiAccess, localContentInputSchema, localContentSchema, validateLocalContent } from '@acorn/domain';
import { localContents as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

export const localContents = defineResource({
  name: 'local-contents',
  table,
  id: table.id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('local-contents')),
  row: localContentSchema,
  input: localContentInputSchema,
  validate: (row) => validateLocalContent(row),
  searchable: [table.title, table.description, table.category],
  filters: { category: table.category, county: table.county },
  notFound: 'Local content not found.',
});
