import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { Newspaper, NewspaperInput } from '../entities/content';
import { RESOURCE_MESSAGES } from '../messages';
import { newspaperRules } from '../validation/content';
import { contentAccess, defineContract } from './contract';

/** Newspapers (spec doc 1): the tablets' newspaper links, per group; county shown as Location. */
export const newspapersContract = defineContract<Newspaper, NewspaperInput>({
  name: 'newspapers',
  route: '/newspapers',
  label: 'Newspapers',
  id: 'newspaper_id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => newspaperRules,
  defaults: { county: 'All' },
  access: contentAccess('/newspapers'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['title', 'description'],
  filters: ['county'],
  messages: RESOURCE_MESSAGES.newspapers,
  notFound: 'Newspaper not found.',
});
