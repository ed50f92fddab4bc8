// Business constants and enumerations of both spec documents (sections 3, 4 and 9).
export * from './constants/product';
export * from './constants/locations';
export * from './constants/categories';
export * from './constants/paging';
export * from './constants/facilities';
export * from './constants/statuses';
export * from './constants/parts';
export * from './constants/check-ins';
export * from './constants/users';
export * from './constants/commands';
export * from './constants/calendars';
export * from './constants/formats';
export * from './constants/menu-files';
export * from './constants/device-view';
export * from './constants/dashboard';
export * from './constants/facility-reports';
export * from './constants/image-files';
