import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import { productLabel } from '../routes';
import type { Part, PartInput } from '../entities/part';
import { RESOURCE_MESSAGES } from '../messages';
import { defineContract, contentAccess } from './contract';

/** Stock counts of tablet parts (spec doc 1; role 1): non-negative whole numbers, 0 until counted. */
export const partsContract = defineContract<Part, PartInput>({
  name: 'acorn-parts',
  route: '/parts',
  label: productLabel('Parts'),
  id: 'acorn_part_id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => [],
  defaults: {},
  access: contentAccess('/parts'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['comments'],
  filters: [],
  messages: RESOURCE_MESSAGES['acorn-parts'],
  notFound: 'Acorn Part not found.',
});
