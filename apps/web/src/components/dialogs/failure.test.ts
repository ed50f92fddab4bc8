import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { answerOf, failureMessage } from './failure';

describe('a failure’s message', () => {
  const sentence = 'Failed to update content.';

  it('is the spec’s sentence alone, the server’s reason on its own line beneath', () => {
    const refused = new ApiError(409, "The group 'Acorn Group' cannot be edited or deleted.");
    expect(failureMessage('Groups', sentence, refused)).toEqual({
      title: 'Groups',
      text: sentence,
      detail: "The group 'Acorn Group' cannot be edited or deleted.",
    });
    expect(failureMessage('Groups', sentence, new ApiError(400, 'Name cannot be empty.')).detail).toBe(
      'Name cannot be empty.',
    );
  });

  it('leaves out what the user cannot act on: a server fault, a lost connection, the same words twice', () => {
    expect(failureMessage('X', sentence, new ApiError(500, 'Something broke'))).toEqual({
      title: 'X',
      text: sentence,
    });
    expect(failureMessage('X', sentence, new TypeError('Failed to fetch'))).toEqual({
      title: 'X',
      text: sentence,
    });
    expect(failureMessage('X', sentence, new ApiError(400, sentence))).toEqual({
      title: 'X',
      text: sentence,
    });
  });

  it('shows a command for a user without a tablet as the spec’s own sentence (422)', () => {
    const noTablet = new ApiError(422, TABLET_MESSAGES.noDeviceToken);
    expect(failureMessage('Error', TABLET_MESSAGES.commandFailed, noTablet)).toEqual({
      title: 'Error',
      text: 'Something went wrong. Try again later.',
    });
  });
});

describe('a one-line answer', () => {
  const sentence = 'Something went wrong. Try again later.';

  it('is the server’s reason for a refusal the person can act on', () => {
    expect(answerOf(new ApiError(429, 'Too many attempts. Try again in a minute.'), sentence)).toBe(
      'Too many attempts. Try again in a minute.',
    );
    expect(answerOf(new ApiError(400, 'This link has expired.'), sentence)).toBe('This link has expired.');
  });

  it('is the page’s sentence for a fault or a lost connection', () => {
    expect(answerOf(new ApiError(503, 'Database unavailable'), sentence)).toBe(sentence);
    expect(answerOf(new TypeError('Failed to fetch'), sentence)).toBe(sentence);
  });
});
