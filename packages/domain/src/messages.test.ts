import { describe, expect, it } from 'vitest';
import { RESOURCE_MESSAGES } from './messages';

describe('RESOURCE_MESSAGES', () => {
  it('words the Acorn tables as the spec does', () => {
    expect(RESOURCE_MESSAGES['acorn-devices']).toEqual({
      loadFailed: 'Failed to get Acorn Devices.',
      addFailed: 'Failed to add Acorn Device content.',
      updateFailed: 'Failed to update Acorn Device content.',
      deleteFailed: 'Failed to delete Acorn Device content.',
      created: 'Acorn Device successfully created.',
      updated: 'Acorn Device content successfully updated.',
    });
    expect(RESOURCE_MESSAGES['acorn-customers']).not.toHaveProperty('created');
    expect(RESOURCE_MESSAGES['acorn-parts']).not.toHaveProperty('deleteFailed');
  });
});
