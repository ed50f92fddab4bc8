import type { SuggestedAppInput } from './suggested-app';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

export const SUGGESTED_APP_MESSAGES = {
  category: 'Category cannot be empty.',
  img_url: 'Image URL cannot be empty.',
  title: 'Title cannot be empty.',
  description: 'Description cannot be empty.',
  app_package: 'App package cannot be empty.',
} as const;

export const suggestedAppRules: readonly Rule<SuggestedAppInput>[] = requiredRules(SUGGESTED_APP_MESSAGES);

export function validateSuggestedApp(input: Partial<SuggestedAppInput>): string | null {
  return firstFailure(suggestedAppRules, input);
}
