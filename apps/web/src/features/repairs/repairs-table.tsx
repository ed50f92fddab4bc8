import { productLabel, REPAIR_STATUSES, RESOURCE_MESSAGES, ROLE, type Repair } from '@acorn/domain';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  euroColumn,
  groupColumn,
  pickerColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Repairs (spec doc 1; role 1): Not Started, In Progress, Finished; cost in EUR. */
export const repairsTable: TableDefinition<Repair> = {
  resource: 'acorn-repairs',
  idField: 'acorn_repair_id',
  label: productLabel('Repairs'),
  validate: () => null,
  newRow: () => ({ repair_status: 'Not Started', warranty: false, paid: false, original_packaging: false }),
  messages: RESOURCE_MESSAGES['acorn-repairs'],
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    pickerColumn('order_no', 'Order No', 'acorn-order-names'),
    pickerColumn('acorn_id', 'Acorn ID', 'acorn-renewals-order-device'),
    choiceColumn('repair_status', 'Repair Status', REPAIR_STATUSES),
    booleanColumn('warranty', 'Warranty'),
    textColumn('contact_name', 'Contact'),
    textColumn('mob_number', 'Mobile'),
    dateColumn('date_of_call', 'Date of Call'),
    textColumn('problem_description', 'Problem', 1.5),
    textColumn('problem_resolution', 'Resolution', 1.5),
    euroColumn('cost', 'Cost'),
    booleanColumn('paid', 'Paid'),
    textColumn('shipping_address', 'Shipping Address', 1.5),
    dateColumn('shipping_date', 'Shipping Date'),
    booleanColumn('original_packaging', 'Original Packaging'),
    groupColumn<Repair>(),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
