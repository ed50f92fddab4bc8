export * from './topics';
export * from './payloads';
export * from './live-events';
export * from './command-payloads';
export * from './tablet-reads';
export * from './call-signals';
export * from './calls';
