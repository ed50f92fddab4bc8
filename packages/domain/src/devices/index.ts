export * from './contract';
export * from './device';
export * from './reduced-fields';
export * from './rules';
export * from './statuses';
