import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH } from './actions';
import { isEmpty } from '../shared/empty';

export const INCORRECT_MESSAGE =
  'Incorrect message. Message should be not empty and maximum length 85 chars.';
export const LIST_IS_EMPTY = 'List is empty.';

/** Length in characters as people count them (and as PostgreSQL does): an emoji is one. */
export function messageLength(text: string): number {
  return [...text].length;
}

/** A tablet message: 1 to 85 characters, not only whitespace. */
export function validateMessage(text: string | null | undefined): string | null {
  if (isEmpty(text)) return INCORRECT_MESSAGE;
  const length = messageLength(text as string);
  return length < MESSAGE_MIN_LENGTH || length > MESSAGE_MAX_LENGTH ? INCORRECT_MESSAGE : null;
}

/** A group message: the recipients are checked before the text. */
export function validateGroupMessage(
  text: string | null | undefined,
  recipients: readonly unknown[] | null | undefined,
): string | null {
  if (!recipients || recipients.length === 0) return LIST_IS_EMPTY;
  return validateMessage(text);
}
