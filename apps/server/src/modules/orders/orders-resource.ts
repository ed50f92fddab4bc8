import { orderInputSchema, orderSchema } from '@acorn/domain/orders';
import { ordersContract } from '@acorn/domain/orders';
import { acornOrders as table } from '../../db/schema/index.js';
import { fromContract } from '../../lib/resource/define-resource.js';

/** Orders and quotes (spec doc 1; role 1): `priority` is the Order Status, amounts are EUR. */
export const orders = fromContract(ordersContract, table, { row: orderSchema, input: orderInputSchema });
