import { apiAccess, suggestedAppInputSchema, suggestedAppSchema, validateSuggestedApp } from '@acorn/domain';
import { acornSuggestedApps as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Apps suggested for the tablets (spec doc 1; role 1), shown with the image at img_url. */
export const suggestedApps = defineResource({
  name: 'acorn-suggested-apps',
  table,
  id: table.id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-suggested-apps')),
  row: suggestedAppSchema,
  input: suggestedAppInputSchema,
  validate: (row) => validateSuggestedApp(row),
  searchable: [table.title, table.description, table.category, table.app_package],
  filters: { category: table.category },
  notFound: 'Suggested App not found.',
});
