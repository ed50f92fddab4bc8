import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import {
  newspaperInputSchema,
  newspaperSchema,
  type Newspaper,
  type NewspaperInput,
} from '../entities/content';
import { RESOURCE_MESSAGES } from '../messages';
import { validateNewspaper } from '../validation/content';
import { contentAccess, defineContract } from './contract';

/** Newspapers (spec doc 1): the tablets' newspaper links, per group; county shown as Location. */
export const newspapersContract = defineContract<Newspaper, NewspaperInput>({
  name: 'newspapers',
  route: '/newspapers',
  label: 'Newspapers',
  id: 'newspaper_id',
  modified: 'last_modified_date',
  grouped: true,
  row: newspaperSchema,
  input: newspaperInputSchema,
  validate: (row) => validateNewspaper(row),
  defaults: { county: 'All' },
  access: contentAccess('/newspapers'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['title', 'description'],
  filters: ['county'],
  messages: RESOURCE_MESSAGES.newspapers,
  notFound: 'Newspaper not found.',
});
