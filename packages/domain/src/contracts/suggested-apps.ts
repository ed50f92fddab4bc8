import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { SuggestedApp, SuggestedAppInput } from '../entities/suggested-app';
import { RESOURCE_MESSAGES } from '../messages';
import { suggestedAppRules } from '../validation/admin';
import { defineContract, contentAccess } from './contract';

/** Apps suggested for the tablets (spec doc 1; role 1), shown with the image at img_url. */
export const suggestedAppsContract = defineContract<SuggestedApp, SuggestedAppInput>({
  name: 'acorn-suggested-apps',
  route: '/apps',
  label: 'Suggested Apps',
  id: 'id',
  modified: 'last_modified_date',
  grouped: true,
  rules: () => suggestedAppRules,
  defaults: {},
  access: contentAccess('/apps'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_modified_date', order: 'desc' },
  searchable: ['title', 'description', 'category', 'app_package'],
  filters: ['category'],
  messages: RESOURCE_MESSAGES['acorn-suggested-apps'],
  notFound: 'Suggested App not found.',
});
