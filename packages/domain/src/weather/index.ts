export * from './weather';
