import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCORRECT_MESSAGE, LIST_IS_EMPTY, validateGroupMessage, validateMessage } from './message-rules';

describe('validateMessage', () => {
  it('uses the spec wording', () => {
    expect(INCORRECT_MESSAGE).toBe(
      'Incorrect message. Message should be not empty and maximum length 85 chars.',
    );
  });

  it('accepts 1 to 85 characters', () => {
    expect(validateMessage('a')).toBeNull();
    expect(validateMessage('a'.repeat(85))).toBeNull();
    expect(validateMessage('a'.repeat(86))).toBe(INCORRECT_MESSAGE);
  });

  it('refuses empty and whitespace-only text', () => {
    for (const text of [undefined, null, '', ' ', '\n\t '])
      expect(validateMessage(text)).toBe(INCORRECT_MESSAGE);
  });

  it('counts an emoji as one character', () => {
    expect(validateMessage('😀'.repeat(85))).toBeNull();
    expect(validateMessage('😀'.repeat(86))).toBe(INCORRECT_MESSAGE);
  });

  it('accepts any non-blank text of at most 85 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 85 }), (text) => {
        fc.pre(text.trim() !== '');
        expect(validateMessage(text)).toBeNull();
      }),
    );
  });
});

describe('validateGroupMessage', () => {
  it("says 'List is empty.' when nobody is chosen, before looking at the text", () => {
    expect(LIST_IS_EMPTY).toBe('List is empty.');
    expect(validateGroupMessage('', [])).toBe(LIST_IS_EMPTY);
    expect(validateGroupMessage('Hello', null)).toBe(LIST_IS_EMPTY);
    expect(validateGroupMessage('', [1])).toBe(INCORRECT_MESSAGE);
    expect(validateGroupMessage('Hello', [1, 2])).toBeNull();
  });
});
