import { apiAccess, partInputSchema, partSchema } from '@acorn/domain';
import { acornParts as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Stock counts of tablet parts (spec doc 1; role 1): non-negative whole numbers, 0 until counted. */
export const parts = defineResource({
  name: 'acorn-parts',
  table,
  id: table.acorn_part_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-parts')),
  row: partSchema,
  input: partInputSchema,
  searchable: [table.comments],
  notFound: 'Acorn Part not found.',
});
