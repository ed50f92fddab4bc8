import type { GroupInput } from './group';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

export const GROUP_MESSAGES = {
  title: 'Group title cannot be empty.',
  description: 'Group description cannot be empty.',
} as const;

export const groupRules: readonly Rule<GroupInput>[] = requiredRules(GROUP_MESSAGES);

export function validateGroup(input: Partial<GroupInput>): string | null {
  return firstFailure(groupRules, input);
}
