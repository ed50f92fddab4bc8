export * from './definitions';
export * from './schemas';
