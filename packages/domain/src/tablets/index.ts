export * from './actions';
export * from './chat-message';
export * from './command';
export * from './message-rules';
export * from './messages';
export * from './push-helpers';
