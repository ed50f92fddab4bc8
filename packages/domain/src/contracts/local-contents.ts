import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { LocalContent, LocalContentInput } from '../entities/content';
import { RESOURCE_MESSAGES } from '../messages';
import { localContentRules } from '../validation/content';
import { contentAccess, defineContract } from './contract';

/** Local contents (spec doc 1): links the tablets show, by the spec's categories and locations. */
export const localContentsContract = defineContract<LocalContent, LocalContentInput>({
  name: 'local-contents',
  route: '/local-contents',
  label: 'Local Contents',
  id: 'id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => localContentRules,
  defaults: { county: 'All' },
  access: contentAccess('/local-contents'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['title', 'description', 'category'],
  filters: ['category', 'county'],
  messages: RESOURCE_MESSAGES['local-contents'],
  notFound: 'Local content not found.',
});
