export * from './contract';
export * from './rules';
export * from './suggested-app';
