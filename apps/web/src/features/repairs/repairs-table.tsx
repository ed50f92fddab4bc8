import { REPAIR_STATUSES, type Repair, type RepairInput } from '@acorn/domain';
import { repairsContract } from '@acorn/domain/contracts/repairs';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  euroColumn,
  groupColumn,
  longTextColumn,
  lookupColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
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
    lookupColumn('order_no', 'Order No', 'acorn-order-names'),
    lookupColumn('acorn_id', 'Acorn ID', 'acorn-renewals-order-device'),
    choiceColumn('repair_status', 'Repair Status', REPAIR_STATUSES),
    booleanColumn('warranty', 'Warranty'),
    textColumn('contact_name', 'Contact'),
    textColumn('mob_number', 'Mobile'),
    dateColumn('date_of_call', 'Date of Call'),
    longTextColumn('problem_description', 'Problem'),
    longTextColumn('problem_resolution', 'Resolution'),
    euroColumn('cost', 'Cost'),
    booleanColumn('paid', 'Paid'),
    longTextColumn('shipping_address', 'Shipping Address'),
    dateColumn('shipping_date', 'Shipping Date'),
    booleanColumn('original_packaging', 'Original Packaging'),
    groupColumn<Repair>(),
    stampColumn('last_modified_date'),
  ],
};
