// Stored in the order's `priority` field and shown as Order Status.
export const ORDER_STATUSES = ['Order', 'Quote', 'Expire Quote'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_DEFAULTS = { priority: 'Order', is_shipped: false, is_paid: false } as const;
