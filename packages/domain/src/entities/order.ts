import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../constants/categories';
import { ORDER_STATUSES } from '../constants/statuses';
import {
  inChoice,
  inCount,
  inDate,
  inId,
  inNumber,
  inText,
  inWebUrl,
  rowCount,
  rowDate,
  rowFlag,
  rowId,
  rowNumber,
  rowText,
  rowTimestamp,
} from './fields';
import { inStatus, inSwitch } from './record-fields';

export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const orderSchema = z.object({
  acorn_order_id: rowId,
  order_no: z.string(),
  organization_type: rowText,
  organization_name: rowText,
  contact_name: rowText,
  mob_number: rowText,
  is_shipped: rowFlag,
  /** Shown as Order Status. */
  priority: orderStatusSchema,
  shipping_tracking: rowText,
  shipping_date: rowDate,
  quote_qty: rowCount,
  data_qty: rowCount,
  wifi_qty: rowCount,
  active_stylus_qty: rowCount,
  po_number: rowText,
  is_po_invoice_send: rowFlag,
  quote_qty_confirmed: rowFlag,
  is_delivery_before_payment: rowFlag,
  /** EUR */
  total_order_value: rowNumber,
  is_paid: rowFlag,
  /** EUR */
  amount_paid: rowNumber,
  shipping_address: rowText,
  order_date: rowDate,
  county: rowText,
  order_qty_shipped: rowCount,
  status: rowText,
  invoice_url: rowText,
  group_id: rowId,
  last_modified_date: rowTimestamp,
});
export type Order = z.infer<typeof orderSchema>;

export const orderInputSchema = z.object({
  order_no: inText,
  organization_type: inChoice(ORGANIZATION_TYPES),
  organization_name: inText,
  contact_name: inText,
  mob_number: inText,
  is_shipped: inSwitch,
  priority: inStatus(ORDER_STATUSES),
  shipping_tracking: inText,
  shipping_date: inDate,
  quote_qty: inCount,
  data_qty: inCount,
  wifi_qty: inCount,
  active_stylus_qty: inCount,
  po_number: inText,
  is_po_invoice_send: inSwitch,
  quote_qty_confirmed: inSwitch,
  is_delivery_before_payment: inSwitch,
  total_order_value: inNumber,
  is_paid: inSwitch,
  amount_paid: inNumber,
  shipping_address: inText,
  order_date: inDate,
  county: inText,
  order_qty_shipped: inCount,
  status: inText,
  invoice_url: inWebUrl,
  group_id: inId,
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** Order numbers for pickers. */
export const orderNameSchema = z.object({ order_no: z.string() });
export type OrderName = z.infer<typeof orderNameSchema>;
