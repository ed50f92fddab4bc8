import type { Newspaper, NewspaperInput } from './content';
import { newspaperRules } from './rules';
import { defineContract } from '../shared/contract';
import { contentMessages } from '../shared/messages';
import { NEWSPAPER_PERMISSIONS } from '../access/permissions';

/** Newspapers (spec doc 1): the tablets' newspaper links, per group; county shown as Location. */
export const newspapersContract = defineContract<Newspaper, NewspaperInput>({
  name: 'newspapers',
  route: '/newspapers',
  label: 'Newspapers',
  messages: contentMessages('Failed to get newspapers.'),
  permissions: NEWSPAPER_PERMISSIONS,
  id: 'newspaper_id',
  modified: 'last_modified_date',
  rules: () => newspaperRules,
  defaults: { county: 'All' },
  searchable: ['title', 'description'],
  filters: ['county'],
  notFound: 'Newspaper not found.',
});
