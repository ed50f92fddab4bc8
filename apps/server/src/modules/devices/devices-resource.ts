import {
  apiAccess,
  DEVICE_DEFAULTS,
  DEVICE_REDUCED_FIELDS,
  deviceInputSchema,
  deviceRenewalDates,
  deviceSchema,
  ROLE,
  validateDevice,
} from '@acorn/domain';
import { acornDevices as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

const admin = [ROLE.ADMIN] as const;

/**
 * The tablets as stock (spec doc 1): roles 1 and 2 read (role 2 its own group's, and only the reduced
 * view's fields), only role 1 writes.
 * The SIM and support renewal dates are derived from the activation dates on every save.
 */
export const devices = defineResource({
  name: 'acorn-devices',
  table,
  id: table.acorn_device_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: { ...contentAccess(apiAccess('acorn-devices')), create: admin, update: admin, delete: admin },
  narrowView: { fields: DEVICE_REDUCED_FIELDS, fullFor: admin },
  row: deviceSchema,
  input: deviceInputSchema,
  validate: (row, mode) => validateDevice(row, mode === 'create' ? 'add' : 'update'),
  defaults: DEVICE_DEFAULTS,
  derive: (row) => deviceRenewalDates(row),
  searchable: [
    table.serial_number,
    table.acorn_id,
    table.order_no,
    table.owner_name,
    table.IMEI,
    table.notes,
  ],
  filters: { status: table.status, sim_status: table.sim_status, order_no: table.order_no },
  notFound: 'Acorn Device not found.',
});
