export * from './business-hours';
export * from './dates';
export * from './months';
export * from './time-zone';
export * from './zoned-time';
