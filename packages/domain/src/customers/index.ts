export * from './contract';
export * from './customer';
export * from './organization-types';
export * from './rules';
