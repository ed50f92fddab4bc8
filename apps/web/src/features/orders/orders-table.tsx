import {
  COUNTY_LOCATIONS,
  ORDER_STATUSES,
  ORGANIZATION_TYPES,
  type Order,
  type OrderInput,
} from '@acorn/domain';
import { ordersContract } from '@acorn/domain/contracts/orders';
import {
  booleanColumn,
  choiceColumn,
  dateColumn,
  euroColumn,
  groupColumn,
  linkColumn,
  longTextColumn,
  numberColumn,
  stampColumn,
  textColumn,
} from '../../components/resource-table/columns';
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
    textColumn('order_no', 'Order No'),
    choiceColumn('priority', 'Order Status', ORDER_STATUSES),
    dateColumn('order_date', 'Order Date'),
    choiceColumn('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
    textColumn('organization_name', 'Organisation'),
    textColumn('contact_name', 'Contact'),
    textColumn('mob_number', 'Mobile'),
    choiceColumn('county', 'County', COUNTY_LOCATIONS),
    numberColumn('quote_qty', 'Quote Qty'),
    booleanColumn('quote_qty_confirmed', 'Quote Qty Confirmed'),
    numberColumn('data_qty', 'Data Qty'),
    numberColumn('wifi_qty', 'WiFi Qty'),
    numberColumn('active_stylus_qty', 'Active Stylus Qty'),
    euroColumn('total_order_value', 'Total Order Value'),
    booleanColumn('is_paid', 'Paid'),
    euroColumn('amount_paid', 'Amount Paid'),
    textColumn('po_number', 'PO Number'),
    booleanColumn('is_po_invoice_send', 'PO Invoice Sent'),
    booleanColumn('is_delivery_before_payment', 'Delivery Before Payment'),
    booleanColumn('is_shipped', 'Shipped'),
    dateColumn('shipping_date', 'Shipping Date'),
    textColumn('shipping_tracking', 'Shipping Tracking'),
    numberColumn('order_qty_shipped', 'Qty Shipped'),
    longTextColumn('shipping_address', 'Shipping Address'),
    textColumn('status', 'Status'),
    linkColumn('invoice_url', 'Invoice'),
    groupColumn<Order>(),
    stampColumn('last_modified_date'),
  ],
};
