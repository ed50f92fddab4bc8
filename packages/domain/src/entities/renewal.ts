import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants/categories';
import {
  inChoice,
  inDate,
  inEmail,
  inId,
  inText,
  rowDate,
  rowFlag,
  rowId,
  rowText,
  rowTimestamp,
} from './fields';
import { inSwitch } from './record-fields';

export const renewalSchema = z.object({
  acorn_renewal_id: rowId,
  acorn_id: rowText,
  order_no: rowText,
  organization_type: rowText,
  organization_name: rowText,
  renewal_order_no: rowText,
  owner_name: rowText,
  billing_name: rowText,
  billing_email: rowText,
  sim_number: rowText,
  contract_start_date: rowDate,
  /** contract_start_date plus one year, derived by the server. */
  contract_renewal_date: rowDate,
  is_reminder: rowFlag,
  reminder_date: rowDate,
  is_sim_deactivated: rowFlag,
  sim_deactivated_date: rowDate,
  is_software_deactivated: rowFlag,
  software_deactivated_date: rowDate,
  notes: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Renewal = z.infer<typeof renewalSchema>;

export const renewalInputSchema = z.object({
  acorn_id: inText,
  order_no: inText,
  organization_type: inChoice(ORGANIZATION_TYPES),
  organization_name: inText,
  renewal_order_no: inText,
  owner_name: inText,
  billing_name: inText,
  billing_email: inEmail,
  sim_number: inText,
  contract_start_date: inDate,
  is_reminder: inSwitch,
  reminder_date: inDate,
  is_sim_deactivated: inSwitch,
  sim_deactivated_date: inDate,
  is_software_deactivated: inSwitch,
  software_deactivated_date: inDate,
  notes: inText,
  group_id: inId,
});
export type RenewalInput = z.infer<typeof renewalInputSchema>;

/** A device a renewal can refer to (the acorn_id autocomplete), with its order and SIM where known. */
export const renewalOrderDeviceSchema = z.object({
  acorn_id: z.string(),
  order_no: rowText,
  sim_number: rowText,
  owner_name: rowText,
});
export type RenewalOrderDevice = z.infer<typeof renewalOrderDeviceSchema>;
