import { z } from 'zod';
import { DEVICE_STATUSES, SIM_STATUSES } from '../constants/statuses';
import { inDate, inId, inText, rowDate, rowFlag, rowId, rowText, rowTimestamp } from './fields';
import { inDigits, inInstant, inStatus, inSwitch } from './record-fields';

export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export const simStatusSchema = z.enum(SIM_STATUSES);

export const deviceSchema = z.object({
  acorn_device_id: rowId,
  order_no: rowText,
  group_name: rowText,
  acorn_id: rowText,
  notes: rowText,
  status: deviceStatusSchema,
  subscription: rowFlag,
  sim_number: rowText,
  /** Digits, kept as text so leading zeros survive. */
  sim_pin: rowText,
  sim_status: simStatusSchema,
  sim_activation_date: rowDate,
  sim_renewal_date: rowDate,
  purchase_date: rowDate,
  is_support: rowFlag,
  support_activation_date: rowDate,
  support_renewal_date: rowDate,
  acorn_version: rowText,
  model: rowText,
  /** Shown as Registration Date; an instant (ISO 8601). */
  last_sync: rowText,
  refurbished: rowFlag,
  serial_number: z.string(),
  IMEI: rowText,
  owner_name: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Device = z.infer<typeof deviceSchema>;

// Renewal dates are derived by the server from the activation dates, so they are not input.
export const deviceInputSchema = z.object({
  order_no: inText,
  group_name: inText,
  acorn_id: inText,
  notes: inText,
  status: inStatus(DEVICE_STATUSES),
  subscription: inSwitch,
  sim_number: inText,
  sim_pin: inDigits,
  sim_status: inStatus(SIM_STATUSES),
  sim_activation_date: inDate,
  purchase_date: inDate,
  is_support: inSwitch,
  support_activation_date: inDate,
  acorn_version: inText,
  model: inText,
  last_sync: inInstant,
  refurbished: inSwitch,
  serial_number: inText,
  IMEI: inText,
  owner_name: inText,
  group_id: inId,
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;
