import type { Random } from '../../src/setup/seed/random.js';

/** Strings that have broken servers: NUL, lone surrogates, right-to-left marks, combining marks, emoji. */
export const ODD_STRINGS = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301\u0301\u0301',
  '\u200b\u200d\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝕬𝖈𝖔𝖗𝖓',
  "'; drop table residents; --",
  '%s%n%x',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '\r\nX-Injected: 1',
  ' ',
  '',
];

/** Path ids no row has: out of the integer range, negative, zero, not numbers. Never one a row could have. */
export const ABSENT_IDS = [
  '2147483647',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '-1',
  '0',
  '-0',
  'abc',
  'NaN',
  'Infinity',
  '%00',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '9'.repeat(300),
  'null',
  '[]',
];

/** Paging and sorting values a list must refuse or survive. */
export const ODD_PAGING = [
  '-1',
  '0',
  '-0',
  '1e309',
  '99999999999',
  '2147483648',
  'abc',
  '',
  '1.5',
  '%00',
  '%E2%80%AE',
  '1;1',
  'null',
];

/** Values of the wrong type for a property of `type`. */
export function wrongTypeFor(type: string | undefined, random: Random): unknown {
  const byType: Record<string, unknown[]> = {
    string: [12, true, null, [], {}, ['a'], { $gt: '' }],
    integer: ['12', 1.5, '-1e309', 'NaN', true, [], {}, 2 ** 63, '0x10'],
    number: ['12', true, [], {}, 'Infinity'],
    boolean: ['true', 1, 'yes', [], {}],
    array: ['a', 1, {}, true, [[[[]]]]],
    object: ['a', 1, [], true],
  };
  return random.pick(byType[type ?? 'string'] ?? byType.string!);
}

/** A JSON text nested `depth` deep (objects or arrays). */
export function deepJson(depth: number, arrays: boolean): string {
  return arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

export const MALFORMED_JSON = [
  '{"a":',
  '{a:1}',
  '[1,]',
  "{'a':1}",
  '\u0000',
  '{"a":1}}',
  'nul',
  '{"a":"\\x00"}',
  '{"a":"\\ud800"}',
  '"',
];

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'image/png',
  'application/octet-stream',
];

export const MEGABYTE = 1024 * 1024;
