export * from './contract';
export * from './portal-user';
export * from './rules';
