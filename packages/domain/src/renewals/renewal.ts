import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../customers/organization-types';
import { field, groupAndStamp, inputShape, rowShape, serverSet } from '../shared/field-kinds';
import { rowDate, rowText } from '../shared/fields';

const renewalFields = {
  acorn_renewal_id: field.id,
  acorn_id: field.text,
  order_no: field.text,
  organization_type: field.choice(ORGANIZATION_TYPES),
  organization_name: field.text,
  renewal_order_no: field.text,
  owner_name: field.text,
  billing_name: field.text,
  billing_email: field.email,
  sim_number: field.text,
  contract_start_date: field.date,
  /** contract_start_date plus one year, derived by the server. */
  contract_renewal_date: serverSet(rowDate),
  is_reminder: field.switch,
  reminder_date: field.date,
  is_sim_deactivated: field.switch,
  sim_deactivated_date: field.date,
  is_software_deactivated: field.switch,
  software_deactivated_date: field.date,
  notes: field.text,
  ...groupAndStamp,
};

export const renewalSchema = z.object(rowShape(renewalFields));
export type Renewal = z.infer<typeof renewalSchema>;

export const renewalInputSchema = z.object(inputShape(renewalFields));
export type RenewalInput = z.infer<typeof renewalInputSchema>;

/** A device a renewal can refer to (the acorn_id autocomplete), with its order and SIM where known. */
export const renewalOrderDeviceSchema = z.object({
  acorn_id: z.string(),
  order_no: rowText,
  sim_number: rowText,
  owner_name: rowText,
});
export type RenewalOrderDevice = z.infer<typeof renewalOrderDeviceSchema>;
