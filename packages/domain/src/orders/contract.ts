import { productLabel } from '../access/routes';
import type { Order, OrderInput } from './order';
import { ORDER_DEFAULTS } from './statuses';
import { orderRules } from './rules';
import { defineContract } from '../shared/contract';
import { acornMessages } from '../shared/messages';

/** Orders and quotes (spec doc 1; role 1): `priority` is the Order Status, amounts are EUR. */
export const ordersContract = defineContract<Order, OrderInput>({
  name: 'acorn-orders',
  route: '/orders',
  label: productLabel('Orders'),
  messages: acornMessages('Order'),
  id: 'acorn_order_id',
  modified: 'last_modified_date',
  rules: () => orderRules,
  defaults: ORDER_DEFAULTS,
  pageSize: 100,
  searchable: ['order_no', 'organization_name', 'contact_name', 'po_number', 'shipping_tracking'],
  filters: ['priority', 'organization_type', 'county'],
  notFound: 'Acorn Order not found.',
});
