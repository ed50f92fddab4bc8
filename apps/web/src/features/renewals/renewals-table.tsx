import { ORGANIZATION_TYPES, type Renewal, type RenewalInput } from '@acorn/domain';
import { renewalsContract } from '@acorn/domain/contracts/renewals';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  emailColumn,
  groupColumn,
  longTextColumn,
  lookupColumn,
  readOnly,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Contract renewals (spec doc 1; role 1): the renewal date is the start plus one year, set by the server. */
export const renewalsTable: TableDefinition<Renewal, RenewalInput> = {
  source: renewalsContract,
  noun: 'renewal',
  rowName: (row) => row.acorn_id ?? row.renewal_order_no ?? '',
  shown: [
    'acorn_id',
    'order_no',
    'organization_name',
    'contract_start_date',
    'contract_renewal_date',
    'is_reminder',
  ],
  sections: [
    {
      title: 'Contract',
      fields: ['acorn_id', 'order_no', 'renewal_order_no', 'contract_start_date', 'contract_renewal_date'],
    },
    {
      title: 'Customer',
      fields: [
        'organization_type',
        'organization_name',
        'owner_name',
        'billing_name',
        'billing_email',
        'group_id',
      ],
    },
    {
      title: 'Reminders and deactivation',
      fields: [
        'is_reminder',
        'reminder_date',
        'is_sim_deactivated',
        'sim_deactivated_date',
        'is_software_deactivated',
        'software_deactivated_date',
      ],
    },
  ],
  columns: () => [
    lookupColumn('acorn_id', 'Acorn ID', 'acorn-renewals-order-device'),
    lookupColumn('order_no', 'Order No', 'acorn-order-names'),
    textColumn('renewal_order_no', 'Renewal Order No'),
    choiceColumn('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
    textColumn('organization_name', 'Organisation'),
    textColumn('owner_name', 'Owner'),
    textColumn('billing_name', 'Billing Name'),
    emailColumn('billing_email', 'Billing Email'),
    textColumn('sim_number', 'SIM Number'),
    dateColumn('contract_start_date', 'Contract Start'),
    readOnly(dateColumn('contract_renewal_date', 'Contract Renewal')),
    booleanColumn('is_reminder', 'Reminder'),
    dateColumn('reminder_date', 'Reminder Date'),
    booleanColumn('is_sim_deactivated', 'SIM Deactivated'),
    dateColumn('sim_deactivated_date', 'SIM Deactivated On'),
    booleanColumn('is_software_deactivated', 'Software Deactivated'),
    dateColumn('software_deactivated_date', 'Software Deactivated On'),
    longTextColumn('notes', 'Notes'),
    groupColumn<Renewal>(),
    stampColumn('last_modified_date'),
  ],
};
