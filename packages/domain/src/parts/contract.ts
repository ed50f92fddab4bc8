import { productLabel } from '../access/routes';
import type { Part, PartInput } from './part';
import { defineContract } from '../shared/contract';
import { acornMessages } from '../shared/messages';

/** Stock counts of tablet parts (spec doc 1; role 1): non-negative whole numbers, 0 until counted. */
export const partsContract = defineContract<Part, PartInput>({
  name: 'acorn-parts',
  route: '/parts',
  label: productLabel('Parts'),
  messages: acornMessages('Part', ['loadFailed', 'addFailed', 'updateFailed', 'created', 'updated']),
  id: 'acorn_part_id',
  modified: 'last_modified_date',
  rules: () => [],
  defaults: {},
  searchable: ['comments'],
  filters: [],
  notFound: 'Acorn Part not found.',
});
