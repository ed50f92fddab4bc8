import type { Renewal, RenewalInput } from '@acorn/domain/renewals';
import { renewalsContract } from '@acorn/domain/renewals';
import { col } from '../../components/resource-table/columns';
import {
  acornIdColumn,
  groupAndStampColumns,
  orderNoColumn,
  organisationColumns,
} from '../../components/resource-table/record-columns';
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
    acornIdColumn<Renewal>(),
    orderNoColumn<Renewal>(),
    col.text('renewal_order_no', 'Renewal Order No'),
    ...organisationColumns<Renewal>(),
    col.text('owner_name', 'Owner'),
    col.text('billing_name', 'Billing Name'),
    col.email('billing_email', 'Billing Email'),
    col.text('sim_number', 'SIM Number'),
    col.date('contract_start_date', 'Contract Start'),
    col.readOnly(col.date('contract_renewal_date', 'Contract Renewal')),
    col.boolean('is_reminder', 'Reminder'),
    col.date('reminder_date', 'Reminder Date'),
    col.boolean('is_sim_deactivated', 'SIM Deactivated'),
    col.date('sim_deactivated_date', 'SIM Deactivated On'),
    col.boolean('is_software_deactivated', 'Software Deactivated'),
    col.date('software_deactivated_date', 'Software Deactivated On'),
    col.longText('notes', 'Notes'),
    ...groupAndStampColumns<Renewal>(),
  ],
};
