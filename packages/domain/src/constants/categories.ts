export * from '../content/categories';
export * from '../activities/categories';
export * from '../customers/organization-types';
