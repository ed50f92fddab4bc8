import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import { productLabel } from '../routes';
import type { Repair, RepairInput } from '../entities/repair';
import { RESOURCE_MESSAGES } from '../messages';
import { defineContract, contentAccess } from './contract';

/** Repairs (spec doc 1; role 1): Not Started, In Progress or Finished; cost in EUR. */
export const repairsContract = defineContract<Repair, RepairInput>({
  name: 'acorn-repairs',
  route: '/repairs',
  label: productLabel('Repairs'),
  id: 'acorn_repair_id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => [],
  defaults: { repair_status: 'Not Started' },
  access: contentAccess('/repairs'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['order_no', 'acorn_id', 'contact_name', 'problem_description', 'problem_resolution'],
  filters: ['repair_status', 'acorn_id', 'order_no'],
  messages: RESOURCE_MESSAGES['acorn-repairs'],
  notFound: 'Acorn Repair not found.',
});
