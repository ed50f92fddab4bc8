export * from './call-signals';
export * from './calls';
export * from './command-payloads';
export * from './live-events';
export * from './payloads';
export * from './tablet-reads';
export * from './topics';
