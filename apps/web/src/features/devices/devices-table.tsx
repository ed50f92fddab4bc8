import { DEVICE_STATUSES, SIM_STATUSES, type Device, type DeviceInput } from '@acorn/domain';
import { devicesContract } from '@acorn/domain/contracts/devices';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  dateTimeColumn,
  groupColumn,
  longTextColumn,
  lookupColumn,
  readOnly,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/**
 * Devices (spec doc 1): role 1 sees every column and edits; role 2 reads the reduced view the contract
 * names (and the server answers), and cannot change it.
 */
export const devicesTable: TableDefinition<Device, DeviceInput> = {
  source: devicesContract,
  noun: 'device',
  rowName: (row) => row.serial_number ?? row.acorn_id ?? '',
  shown: [
    'serial_number',
    'acorn_id',
    'order_no',
    'status',
    'owner_name',
    'sim_status',
    'support_renewal_date',
  ],
  sections: [
    {
      title: 'Device',
      fields: ['serial_number', 'acorn_id', 'order_no', 'status', 'model', 'acorn_version', 'IMEI'],
    },
    {
      title: 'Owner',
      fields: ['owner_name', 'group_name', 'group_id', 'purchase_date', 'refurbished', 'last_sync'],
    },
    {
      title: 'SIM',
      fields: [
        'sim_number',
        'sim_pin',
        'sim_status',
        'subscription',
        'sim_activation_date',
        'sim_renewal_date',
      ],
    },
    { title: 'Support', fields: ['is_support', 'support_activation_date', 'support_renewal_date', 'notes'] },
  ],
  columns: ({ isAdmin }) => [
    textColumn('serial_number', 'Serial Number'),
    textColumn('acorn_id', 'Acorn ID'),
    lookupColumn('order_no', 'Order No', 'acorn-order-names'),
    choiceColumn('status', 'Status', DEVICE_STATUSES),
    textColumn('owner_name', 'Owner'),
    textColumn('group_name', 'Group Name'),
    textColumn('model', 'Model'),
    textColumn('acorn_version', 'Acorn Version'),
    textColumn('IMEI', 'IMEI'),
    textColumn('sim_number', 'SIM Number'),
    textColumn('sim_pin', 'SIM PIN'),
    choiceColumn('sim_status', 'SIM Status', SIM_STATUSES),
    dateColumn('sim_activation_date', 'SIM Activation'),
    readOnly(dateColumn('sim_renewal_date', 'SIM Renewal')),
    booleanColumn('subscription', 'Subscription'),
    dateColumn('purchase_date', 'Purchase Date'),
    booleanColumn('is_support', 'In Support'),
    dateColumn('support_activation_date', 'Support Activation'),
    readOnly(dateColumn('support_renewal_date', 'Support Renewal')),
    booleanColumn('refurbished', 'Refurbished'),
    dateTimeColumn('last_sync', 'Registration Date'),
    longTextColumn('notes', 'Notes'),
    ...(isAdmin ? [groupColumn<Device>(), stampColumn<Device>('last_modified_date')] : []),
  ],
};
