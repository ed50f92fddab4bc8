export * from './generated-reports';
export * from './schemas';
