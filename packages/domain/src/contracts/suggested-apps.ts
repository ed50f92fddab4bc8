import type { SuggestedApp, SuggestedAppInput } from '../entities/suggested-app';
import { suggestedAppRules } from '../validation/admin';
import { defineContract } from './contract';
import { patternMessages } from '../messages';

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
