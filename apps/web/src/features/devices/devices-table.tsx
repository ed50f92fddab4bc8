import { DEVICE_STATUSES, SIM_STATUSES, type Device, type DeviceInput } from '@acorn/domain/devices';
import { devicesContract } from '@acorn/domain/devices';
import { col } from '../../components/resource-table/columns';
import { groupAndStampColumns, orderNoColumn } from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/**
 * Devices (spec doc 1): role 1 sees every column and edits; role 2 reads the reduced view the contract
 * names (and the server answers), and cannot change it.
 */
export const devicesTable: TableDefinition<Device, DeviceInput> = {
  source: devicesContract,
  noun: 'device',
  rowName: (row) => row.serial_number ?? row.acorn_id ?? '',
  // The server revokes it (issue 40): said plainly, as the tablet stops working at once.
  deleteWarning:
    'If it is the last record of its Acorn ID, that tablet’s credential is revoked: it is disconnected at once and cannot connect again until it has a device record and is enrolled again.',
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
    col.text('serial_number', 'Serial Number'),
    col.text('acorn_id', 'Acorn ID'),
    orderNoColumn<Device>(),
    col.choice('status', 'Status', DEVICE_STATUSES),
    col.text('owner_name', 'Owner'),
    col.text('group_name', 'Group Name'),
    col.text('model', 'Model'),
    col.text('acorn_version', 'Acorn Version'),
    col.text('IMEI', 'IMEI'),
    col.text('sim_number', 'SIM Number'),
    col.text('sim_pin', 'SIM PIN'),
    col.choice('sim_status', 'SIM Status', SIM_STATUSES),
    col.date('sim_activation_date', 'SIM Activation'),
    col.readOnly(col.date('sim_renewal_date', 'SIM Renewal')),
    col.boolean('subscription', 'Subscription'),
    col.date('purchase_date', 'Purchase Date'),
    col.boolean('is_support', 'In Support'),
    col.date('support_activation_date', 'Support Activation'),
    col.readOnly(col.date('support_renewal_date', 'Support Renewal')),
    col.boolean('refurbished', 'Refurbished'),
    col.dateTime('last_sync', 'Registration Date'),
    col.longText('notes', 'Notes'),
    ...(isAdmin ? groupAndStampColumns<Device>() : []),
  ],
};
