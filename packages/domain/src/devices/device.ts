import { z } from 'zod';
import { DEVICE_STATUSES, SIM_STATUSES } from './statuses';
import { field, groupAndStamp, filled, inputShape, rowShape, serverSet } from '../shared/field-kinds';
import { rowDate } from '../shared/fields';

export const deviceStatusSchema = z.enum(DEVICE_STATUSES);
export const simStatusSchema = z.enum(SIM_STATUSES);

// Renewal dates are derived by the server from the activation dates, so they are not input.
const deviceFields = {
  acorn_device_id: field.id,
  order_no: field.text,
  group_name: field.text,
  acorn_id: field.text,
  notes: field.text,
  status: field.status(deviceStatusSchema),
  subscription: field.switch,
  sim_number: field.text,
  /** Digits, kept as text so leading zeros survive. */
  sim_pin: field.digits,
  sim_status: field.status(simStatusSchema),
  sim_activation_date: field.date,
  sim_renewal_date: serverSet(rowDate),
  purchase_date: field.date,
  is_support: field.switch,
  support_activation_date: field.date,
  support_renewal_date: serverSet(rowDate),
  acorn_version: field.text,
  model: field.text,
  /** Shown as Registration Date; an instant (ISO 8601). */
  last_sync: field.instant,
  refurbished: field.switch,
  serial_number: filled(field.text),
  IMEI: field.text,
  owner_name: field.text,
  ...groupAndStamp,
};

export const deviceSchema = z.object(rowShape(deviceFields));
export type Device = z.infer<typeof deviceSchema>;

export const deviceInputSchema = z.object(inputShape(deviceFields));
export type DeviceInput = z.infer<typeof deviceInputSchema>;
