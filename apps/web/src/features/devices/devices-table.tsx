import {
  DEVICE_DEFAULTS,
  DEVICE_REDUCED_FIELDS,
  DEVICE_STATUSES,
  RESOURCE_MESSAGES,
  ROLE,
  SERIAL_NUMBER_INLINE,
  SIM_STATUSES,
  validateDevice,
  type Device,
  productLabel,
} from '@acorn/domain';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  dateTimeColumn,
  groupColumn,
  pickerColumn,
  readOnly,
  requiredTextColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

// Columns by field, so the full set (role 1) and the reduced view (role 2) name each once.
const COLUMNS = {
  serial_number: requiredTextColumn<Device>('serial_number', 'Serial Number', SERIAL_NUMBER_INLINE),
  acorn_id: textColumn<Device>('acorn_id', 'Acorn ID'),
  order_no: pickerColumn<Device>('order_no', 'Order No', 'acorn-order-names'),
  status: choiceColumn<Device>('status', 'Status', DEVICE_STATUSES),
  owner_name: textColumn<Device>('owner_name', 'Owner'),
  group_name: textColumn<Device>('group_name', 'Group Name'),
  model: textColumn<Device>('model', 'Model'),
  acorn_version: textColumn<Device>('acorn_version', 'Acorn Version'),
  IMEI: textColumn<Device>('IMEI', 'IMEI'),
  sim_number: textColumn<Device>('sim_number', 'SIM Number'),
  sim_pin: textColumn<Device>('sim_pin', 'SIM PIN'),
  sim_status: choiceColumn<Device>('sim_status', 'SIM Status', SIM_STATUSES),
  sim_activation_date: dateColumn<Device>('sim_activation_date', 'SIM Activation'),
  sim_renewal_date: readOnly(dateColumn<Device>('sim_renewal_date', 'SIM Renewal')),
  subscription: booleanColumn<Device>('subscription', 'Subscription'),
  purchase_date: dateColumn<Device>('purchase_date', 'Purchase Date'),
  is_support: booleanColumn<Device>('is_support', 'In Support'),
  support_activation_date: dateColumn<Device>('support_activation_date', 'Support Activation'),
  support_renewal_date: readOnly(dateColumn<Device>('support_renewal_date', 'Support Renewal')),
  refurbished: booleanColumn<Device>('refurbished', 'Refurbished'),
  last_sync: dateTimeColumn<Device>('last_sync', 'Registration Date'),
  notes: textColumn<Device>('notes', 'Notes', 1.5),
};
type Field = keyof typeof COLUMNS;

/** Role 2's read-only view: the fields the API answers it, each a column here. */
const REDUCED = (DEVICE_REDUCED_FIELDS as readonly string[]).filter(
  (field): field is Field => field in COLUMNS,
);

/** Devices (spec doc 1): role 1 sees every column and edits; role 2 a reduced view it cannot change. */
export const devicesTable: TableDefinition<Device> = {
  resource: 'acorn-devices',
  idField: 'acorn_device_id',
  label: productLabel('Devices'),
  validate: (row, mode) => validateDevice(row, mode),
  newRow: () => ({ ...DEVICE_DEFAULTS, serial_number: '' }),
  messages: RESOURCE_MESSAGES['acorn-devices'],
  editAccess: [ROLE.ADMIN],
  exportAccess: [ROLE.ADMIN],
  defaultSort: { field: 'last_modified_date', sort: 'desc' },
  columns: ({ isAdmin }) =>
    isAdmin
      ? [
          ...Object.values(COLUMNS),
          groupColumn<Device>(),
          stampColumn<Device>('last_modified_date', 'Last modified'),
        ]
      : REDUCED.map((field) => readOnly(COLUMNS[field])),
};
