import { COUNTY_LOCATIONS } from '@acorn/domain/content';
import { ORDER_STATUSES, type Order, type OrderInput } from '@acorn/domain/orders';
import { ordersContract } from '@acorn/domain/orders';
import { col } from '../../components/resource-table/columns';
import {
  contactColumns,
  groupAndStampColumns,
  organisationColumns,
} from '../../components/resource-table/record-columns';
import type { TableDefinition } from '../../components/resource-table/table-definition';

/** Orders and quotes (spec doc 1; role 1): `priority` is the Order Status; amounts in EUR. */
export const ordersTable: TableDefinition<Order, OrderInput> = {
  source: ordersContract,
  noun: 'order',
  rowName: (row) => row.order_no ?? '',
  shown: [
    'order_no',
    'priority',
    'order_date',
    'organization_name',
    'total_order_value',
    'is_paid',
    'is_shipped',
  ],
  sections: [
    { title: 'Order', fields: ['order_no', 'priority', 'order_date', 'status', 'po_number', 'invoice_url'] },
    {
      title: 'Customer',
      fields: ['organization_type', 'organization_name', 'contact_name', 'mob_number', 'county', 'group_id'],
    },
    {
      title: 'Quantities',
      fields: ['quote_qty', 'quote_qty_confirmed', 'data_qty', 'wifi_qty', 'active_stylus_qty'],
    },
    {
      title: 'Payment',
      fields: [
        'total_order_value',
        'is_paid',
        'amount_paid',
        'is_po_invoice_send',
        'is_delivery_before_payment',
      ],
    },
  ],
  columns: () => [
    col.text('order_no', 'Order No'),
    col.choice('priority', 'Order Status', ORDER_STATUSES),
    col.date('order_date', 'Order Date'),
    ...organisationColumns<Order>(),
    ...contactColumns<Order>(),
    col.choice('county', 'County', COUNTY_LOCATIONS),
    col.number('quote_qty', 'Quote Qty'),
    col.boolean('quote_qty_confirmed', 'Quote Qty Confirmed'),
    col.number('data_qty', 'Data Qty'),
    col.number('wifi_qty', 'WiFi Qty'),
    col.number('active_stylus_qty', 'Active Stylus Qty'),
    col.euro('total_order_value', 'Total Order Value'),
    col.boolean('is_paid', 'Paid'),
    col.euro('amount_paid', 'Amount Paid'),
    col.text('po_number', 'PO Number'),
    col.boolean('is_po_invoice_send', 'PO Invoice Sent'),
    col.boolean('is_delivery_before_payment', 'Delivery Before Payment'),
    col.boolean('is_shipped', 'Shipped'),
    col.date('shipping_date', 'Shipping Date'),
    col.text('shipping_tracking', 'Shipping Tracking'),
    col.number('order_qty_shipped', 'Qty Shipped'),
    col.longText('shipping_address', 'Shipping Address'),
    col.text('status', 'Status'),
    col.link('invoice_url', 'Invoice'),
    ...groupAndStampColumns<Order>(),
  ],
};
