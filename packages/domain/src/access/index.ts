export * from './api-access';
export * from './permissions';
export * from './roles';
export * from './route-access';
export * from './routes';
