export * from './contract';
export * from './renewal';
