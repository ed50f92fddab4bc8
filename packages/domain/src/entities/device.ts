import { z } from 'zod';
import { DEVICE_STATUSES, SIM_STATUSES } from '../constants/statuses';
import { inDate, inFlag, inText, rowDate, rowFlag, rowId, rowText, rowTimestamp } from './fields';

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
  sim_pin: z.int().nullable(),
  sim_status: simStatusSchema,
  sim_activation_date: rowDate,
  sim_renewal_date: rowDate,
  purchase_date: rowDate,
  is_support: rowFlag,
  support_activation_date: rowDate,
  support_renewal_date: rowDate,
  acorn_version: rowText,
  model: rowText,
  /** Shown as Registration Date. */
  last_sync: rowDate,
  refurbished: rowFlag,
  serial_number: z.string(),
  IMEI: rowText,
  owner_name: rowText,
  last_modified_date: rowTimestamp,
});
export type Device = z.infer<typeof deviceSchema>;

// Renewal dates are derived by the server from the activation dates, so they are not input.
export const deviceInputSchema = z.object({
  order_no: inText,
  group_name: inText,
  acorn_id: inText,
  notes: inText,
  status: deviceStatusSchema.nullish(),
  subscription: inFlag,
  sim_number: inText,
  sim_pin: z
    .union([z.int().nonnegative(), z.literal('')])
    .nullish()
    .transform((v) => (v === '' ? null : v))
    .optional(),
  sim_status: simStatusSchema.nullish(),
  sim_activation_date: inDate,
  purchase_date: inDate,
  is_support: inFlag,
  support_activation_date: inDate,
  acorn_version: inText,
  model: inText,
  last_sync: inDate,
  refurbished: inFlag,
  serial_number: inText,
  IMEI: inText,
  owner_name: inText,
});
export type DeviceInput = z.infer<typeof deviceInputSchema>;
