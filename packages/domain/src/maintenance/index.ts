export * from './contract';
export * from './family-requests';
export * from './maintenance';
export * from './note-rules';
export * from './notes';
export * from './rules';
export * from './statuses';
