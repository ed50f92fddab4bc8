import { z } from 'zod';
import { ORGANIZATION_TYPES } from './organization-types';
import { field, groupAndStamp, inputShape, rowShape } from '../shared/field-kinds';

const customerFields = {
  acorn_customer_id: field.id,
  organization_type: field.choice(ORGANIZATION_TYPES),
  organization_name: field.text,
  contact_name: field.text,
  email: field.email,
  mob_number: field.text,
  shipping_address: field.text,
  notes: field.text,
  ...groupAndStamp,
};

export const customerSchema = z.object(rowShape(customerFields));
export type Customer = z.infer<typeof customerSchema>;

export const customerInputSchema = z.object(inputShape(customerFields));
export type CustomerInput = z.infer<typeof customerInputSchema>;
