export * from './appointments';
export * from './calendars';
export * from './categories';
export * from './public-event';
export * from './public-events-contract';
export * from './resident-events';
export * from './rules';
