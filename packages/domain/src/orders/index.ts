export * from './contract';
export * from './order';
export * from './rules';
export * from './statuses';
