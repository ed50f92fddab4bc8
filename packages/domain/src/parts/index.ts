export * from './contract';
export * from './count-fields';
export * from './part';
