import { TABLET_MESSAGES } from '@acorn/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { failureMessage } from './failure';

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
