import { productLabel, ORGANIZATION_TYPES, RESOURCE_MESSAGES, ROLE, type Renewal } from '@acorn/domain';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  groupColumn,
  pickerColumn,
  readOnly,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Contract renewals (spec doc 1; role 1): the renewal date is the start plus one year, set by the server. */
export const renewalsTable: TableDefinition<Renewal> = {
  resource: 'acorn-renewals',
  idField: 'acorn_renewal_id',
  label: productLabel('Renewals'),
  validate: () => null,
  newRow: () => ({ is_reminder: false, is_sim_deactivated: false, is_software_deactivated: false }),
  messages: RESOURCE_MESSAGES['acorn-renewals'],
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: () => [
    pickerColumn('acorn_id', 'Acorn ID', 'acorn-renewals-order-device'),
    pickerColumn('order_no', 'Order No', 'acorn-order-names'),
    textColumn('renewal_order_no', 'Renewal Order No'),
    choiceColumn('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
    textColumn('organization_name', 'Organisation'),
    textColumn('owner_name', 'Owner'),
    textColumn('billing_name', 'Billing Name'),
    textColumn('billing_email', 'Billing Email'),
    textColumn('sim_number', 'SIM Number'),
    dateColumn('contract_start_date', 'Contract Start'),
    readOnly(dateColumn('contract_renewal_date', 'Contract Renewal')),
    booleanColumn('is_reminder', 'Reminder'),
    dateColumn('reminder_date', 'Reminder Date'),
    booleanColumn('is_sim_deactivated', 'SIM Deactivated'),
    dateColumn('sim_deactivated_date', 'SIM Deactivated On'),
    booleanColumn('is_software_deactivated', 'Software Deactivated'),
    dateColumn('software_deactivated_date', 'Software Deactivated On'),
    textColumn('notes', 'Notes', 1.5),
    groupColumn<Renewal>(),
    stampColumn('last_modified_date', 'Last modified'),
  ],
};
