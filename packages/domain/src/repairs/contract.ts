import { productLabel } from '../access/routes';
import type { Repair, RepairInput } from './repair';
import { defineContract } from '../shared/contract';
import { acornMessages } from '../shared/messages';

/** Repairs (spec doc 1; role 1): Not Started, In Progress or Finished; cost in EUR. */
export const repairsContract = defineContract<Repair, RepairInput>({
  name: 'acorn-repairs',
  route: '/repairs',
  label: productLabel('Repairs'),
  messages: acornMessages('Repair'),
  id: 'acorn_repair_id',
  modified: 'last_modified_date',
  rules: () => [],
  defaults: { repair_status: 'Not Started' },
  searchable: ['order_no', 'acorn_id', 'contact_name', 'problem_description', 'problem_resolution'],
  filters: ['repair_status', 'acorn_id', 'order_no'],
  notFound: 'Acorn Repair not found.',
});
