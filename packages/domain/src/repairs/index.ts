export * from './contract';
export * from './repair';
export * from './statuses';
