import { ApiError } from '../../lib/api';
import type { MessageOptions } from './dialogs-context';

/**
 * The server answers 422 when a command has nowhere to go (a user without a tablet); its message is the
 * spec's own sentence for that case ('Something went wrong. Try again later.'), so it is shown instead.
 */
const SPEC_SENTENCE_STATUS = 422;
/** Refusals whose reason the user can act on: bad input, not allowed, gone, a conflict (protected rows). */
const REASON_STATUSES: readonly number[] = [400, 403, 404, 409];

/**
 * What a failed call shows: the spec's sentence alone as the message and, where the server refused the
 * request for a reason of its own, that reason on a line of its own beneath. Never one glued to the other.
 */
export function failureMessage(title: string, sentence: string, error: unknown): MessageOptions {
  if (!(error instanceof ApiError) || !error.message) return { title, text: sentence };
  if (error.status === SPEC_SENTENCE_STATUS) return { title, text: error.message };
  const reason = REASON_STATUSES.includes(error.status) && error.message !== sentence;
  return reason ? { title, text: sentence, detail: error.message } : { title, text: sentence };
}

/**
 * A one-line answer (the public pages' forms): the server's own words for a refusal the person can act on
 * (any 4xx: wrong password, expired link, too many tries), the page's sentence for a fault or a lost
 * connection. The same policy as `failureMessage`, for a page without the dialog's second line.
 */
export function answerOf(error: unknown, sentence: string): string {
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : sentence;
}
