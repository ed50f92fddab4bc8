import { DEVICE_REDUCED_FIELDS } from './reduced-fields';
import { DEVICE_DEFAULTS } from './statuses';
import { deviceRenewalDates } from '../time/dates';
import type { Device, DeviceInput } from './device';
import { ROLE } from '../access/roles';
import { productLabel } from '../access/routes';
import { deviceRules } from './rules';
import { defineContract, screenAccess } from '../shared/contract';
import { acornMessages } from '../shared/messages';

const admin = [ROLE.ADMIN] as const;

/**
 * The tablets as stock (spec doc 1): roles 1 and 2 read (role 2 its own group's, and only the reduced view's
 * fields), only role 1 writes. The SIM and support renewal dates are derived on every save.
 */
export const devicesContract = defineContract<Device, DeviceInput>({
  name: 'acorn-devices',
  route: '/devices',
  label: productLabel('Devices'),
  messages: acornMessages('Device'),
  id: 'acorn_device_id',
  modified: 'last_modified_date',
  rules: (mode) => deviceRules(mode),
  defaults: DEVICE_DEFAULTS,
  derive: (row) => deviceRenewalDates(row),
  access: { read: screenAccess('/devices'), create: admin, update: admin, delete: admin, export: admin },
  readView: { fields: DEVICE_REDUCED_FIELDS, fullFor: admin },
  pageSize: 100,
  searchable: ['serial_number', 'acorn_id', 'order_no', 'owner_name', 'IMEI', 'notes'],
  filters: ['status', 'sim_status', 'order_no'],
  notFound: 'Acorn Device not found.',
});
