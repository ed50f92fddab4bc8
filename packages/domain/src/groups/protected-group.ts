import { PROTECTED_GROUP_TITLE } from '../shared/product';

export const PROTECTED_GROUP_MESSAGE = `The group '${PROTECTED_GROUP_TITLE}' cannot be edited or deleted.`;

/** The operator's own group; compared loosely so ' acorn group ' cannot slip past. */
export function isProtectedGroup(group: { title?: string | null } | null | undefined): boolean {
  return group?.title?.trim().toLowerCase() === PROTECTED_GROUP_TITLE.toLowerCase();
}
