import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants/categories';
import { inChoice, inEmail, inId, inText, rowId, rowText, rowTimestamp } from './fields';

export const customerSchema = z.object({
  acorn_customer_id: rowId,
  organization_type: rowText,
  organization_name: rowText,
  contact_name: rowText,
  email: rowText,
  mob_number: rowText,
  shipping_address: rowText,
  notes: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Customer = z.infer<typeof customerSchema>;

export const customerInputSchema = z.object({
  organization_type: inChoice(ORGANIZATION_TYPES),
  organization_name: inText,
  contact_name: inText,
  email: inEmail,
  mob_number: inText,
  shipping_address: inText,
  notes: inText,
  group_id: inId,
});
export type CustomerInput = z.infer<typeof customerInputSchema>;
