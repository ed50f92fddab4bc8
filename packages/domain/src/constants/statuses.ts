export * from '../devices/statuses';
export * from '../maintenance/statuses';
export * from '../orders/statuses';
export * from '../repairs/statuses';
