export * from './contract';
export * from './facilities';
export * from './facility';
