export * from './contract';
export * from './group';
export * from './protected-group';
export * from './rules';
