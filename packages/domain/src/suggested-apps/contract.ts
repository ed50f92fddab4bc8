import type { SuggestedApp, SuggestedAppInput } from './suggested-app';
import { suggestedAppRules } from './rules';
import { defineContract } from '../shared/contract';
import { patternMessages } from '../shared/messages';

/** Apps suggested for the tablets (spec doc 1; role 1), shown with the image at img_url. */
export const suggestedAppsContract = defineContract<SuggestedApp, SuggestedAppInput>({
  name: 'acorn-suggested-apps',
  route: '/apps',
  label: 'Suggested Apps',
  messages: patternMessages('Suggested App', 'Suggested Apps'),
  id: 'id',
  modified: 'last_modified_date',
  rules: () => suggestedAppRules,
  defaults: {},
  searchable: ['title', 'description', 'category', 'app_package'],
  filters: ['category'],
  notFound: 'Suggested App not found.',
});
