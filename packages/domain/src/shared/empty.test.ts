import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmpty } from './empty';

const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff');

describe('isEmpty', () => {
  it('treats missing, null and blank strings as empty', () => {
    for (const value of [undefined, null, '', '   ']) expect(isEmpty(value)).toBe(true);
  });

  it('does not treat 0, false or text as empty', () => {
    for (const value of [0, false, 'a', ' a ', [], {}]) expect(isEmpty(value)).toBe(false);
  });

  it('holds for any whitespace-only string', () => {
    fc.assert(
      fc.property(fc.array(whitespace, { maxLength: 40 }), (chars) => {
        expect(isEmpty(chars.join(''))).toBe(true);
      }),
    );
  });

  it('holds for any string with a visible character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('x', '0', '.', 'é'), fc.string(), (before, c, after) => {
        expect(isEmpty(before + c + after)).toBe(false);
      }),
    );
  });
});
