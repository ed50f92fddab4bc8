export * from './simulated-tablet';
export * from './fleet';
