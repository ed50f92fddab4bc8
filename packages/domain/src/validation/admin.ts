export * from '../devices/rules';
export * from '../orders/rules';
export * from '../suggested-apps/rules';
export * from '../portal-users/rules';
export * from '../groups/rules';
export * from '../customers/rules';
