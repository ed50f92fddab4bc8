export * from './photos';
