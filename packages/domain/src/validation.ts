// The spec's validation rules (doc 1 §5, doc 2 §5): the browser runs them before calling, the server
// again before saving, and both answer with the same first failing message.
export * from './validation/empty';
export * from './validation/rules';
export * from './validation/content';
export * from './validation/admin';
export * from './validation/activity';
export * from './validation/message';
export * from './validation/password';
export * from './validation/common-passwords';
export * from './validation/protected-group';
export * from './validation/maintenance';
export * from './validation/maintenance-note';
export * from './validation/email';
export * from './validation/resident';
