import { apiAccess, repairInputSchema, repairSchema } from '@acorn/domain';
import { acornRepairs as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Repairs (spec doc 1; role 1): Not Started, In Progress or Finished; cost in EUR. */
export const repairs = defineResource({
  name: 'acorn-repairs',
  table,
  id: table.acorn_repair_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-repairs')),
  row: repairSchema,
  input: repairInputSchema,
  defaults: { repair_status: 'Not Started' },
  searchable: [
    table.order_no,
    table.acorn_id,
    table.contact_name,
    table.problem_description,
    table.problem_resolution,
  ],
  filters: { repair_status: table.repair_status, acorn_id: table.acorn_id, order_no: table.order_no },
  notFound: 'Acorn Repair not found.',
});
