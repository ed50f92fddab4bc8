import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../customers/organization-types';
import { ORDER_STATUSES } from './statuses';
import { field, groupAndStamp, filled, inputShape, rowShape } from '../shared/field-kinds';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

const orderFields = {
  acorn_order_id: field.id,
  order_no: filled(field.text),
  organization_type: field.choice(ORGANIZATION_TYPES),
  organization_name: field.text,
  contact_name: field.text,
  mob_number: field.text,
  is_shipped: field.switch,
  /** Shown as Order Status. */
  priority: field.status(orderStatusSchema),
  shipping_tracking: field.text,
  shipping_date: field.date,
  quote_qty: field.count,
  data_qty: field.count,
  wifi_qty: field.count,
  active_stylus_qty: field.count,
  po_number: field.text,
  is_po_invoice_send: field.switch,
  quote_qty_confirmed: field.switch,
  is_delivery_before_payment: field.switch,
  /** EUR */
  total_order_value: field.number,
  is_paid: field.switch,
  /** EUR */
  amount_paid: field.number,
  shipping_address: field.text,
  order_date: field.date,
  county: field.text,
  order_qty_shipped: field.count,
  status: field.text,
  invoice_url: field.webUrl,
  ...groupAndStamp,
};

export const orderSchema = z.object(rowShape(orderFields));
export type Order = z.infer<typeof orderSchema>;

export const orderInputSchema = z.object(inputShape(orderFields));
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Order numbers for pickers. */
export const orderNameSchema = z.object({ order_no: z.string() });
export type OrderName = z.infer<typeof orderNameSchema>;
