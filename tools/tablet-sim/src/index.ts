export * from './simulated-tablet';
export * from './fleet';
export * from './health-reading';
export * from './tablet-photos';
