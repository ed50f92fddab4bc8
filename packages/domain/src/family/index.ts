export * from './family';
export * from './help';
export * from './week';
