import { REPAIR_STATUSES, type Repair, type RepairInput } from '@acorn/domain/repairs';
import { repairsContract } from '@acorn/domain/repairs';
import { col } from '../../components/resource-table/columns';
import {
  acornIdColumn,
  contactColumns,
  groupAndStampColumns,
  orderNoColumn,
} from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Repairs (spec doc 1; role 1): Not Started, In Progress, Finished; cost in EUR. */
export const repairsTable: TableDefinition<Repair, RepairInput> = {
  source: repairsContract,
  noun: 'repair',
  rowName: (row) => [row.acorn_id, row.contact_name].filter(Boolean).join(', '),
  shown: ['order_no', 'acorn_id', 'repair_status', 'contact_name', 'date_of_call', 'cost', 'paid'],
  sections: [
    {
      title: 'Repair',
      fields: ['order_no', 'acorn_id', 'repair_status', 'warranty', 'date_of_call', 'problem_description'],
    },
    { title: 'Contact', fields: ['contact_name', 'mob_number', 'group_id'] },
    { title: 'Payment and shipping', fields: ['cost', 'paid', 'shipping_address', 'shipping_date'] },
  ],
  columns: () => [
    orderNoColumn<Repair>(),
    acornIdColumn<Repair>(),
    col.choice('repair_status', 'Repair Status', REPAIR_STATUSES),
    col.boolean('warranty', 'Warranty'),
    ...contactColumns<Repair>(),
    col.date('date_of_call', 'Date of Call'),
    col.longText('problem_description', 'Problem'),
    col.longText('problem_resolution', 'Resolution'),
    col.euro('cost', 'Cost'),
    col.boolean('paid', 'Paid'),
    col.longText('shipping_address', 'Shipping Address'),
    col.date('shipping_date', 'Shipping Date'),
    col.boolean('original_packaging', 'Original Packaging'),
    ...groupAndStampColumns<Repair>(),
  ],
};
