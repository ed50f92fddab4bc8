import { apiAccess, ORDER_DEFAULTS, orderInputSchema, orderSchema, validateOrder } from '@acorn/domain';
import { acornOrders as table } from '../../db/schema/index.js';
import { contentAccess, defineResource } from '../../lib/resource/define-resource.js';

/** Orders and quotes (spec doc 1; role 1): `priority` is the Order Status, amounts are EUR. */
export const orders = defineResource({
  name: 'acorn-orders',
  table,
  id: table.acorn_order_id,
  group: table.group_id,
  modified: table.last_modified_date,
  access: contentAccess(apiAccess('acorn-orders')),
  row: orderSchema,
  input: orderInputSchema,
  validate: (row) => validateOrder(row),
  defaults: ORDER_DEFAULTS,
  searchable: [
    table.order_no,
    table.organization_name,
    table.contact_name,
    table.po_number,
    table.shipping_tracking,
  ],
  filters: { priority: table.priority, organization_type: table.organization_type, county: table.county },
  notFound: 'Acorn Order not found.',
});
