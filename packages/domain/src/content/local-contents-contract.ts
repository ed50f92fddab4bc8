import type { LocalContent, LocalContentInput } from './content';
import { localContentRules } from './rules';
import { defineContract } from '../shared/contract';
import { contentMessages } from '../shared/messages';

/** Local contents (spec doc 1): links the tablets show, by the spec's categories and locations. */
export const localContentsContract = defineContract<LocalContent, LocalContentInput>({
  name: 'local-contents',
  route: '/local-contents',
  label: 'Local Contents',
  messages: contentMessages('Failed to get local contents.'),
  id: 'id',
  modified: 'last_modified_date',
  rules: () => localContentRules,
  defaults: { county: 'All' },
  searchable: ['title', 'description', 'category'],
  filters: ['category', 'county'],
  notFound: 'Local content not found.',
});
