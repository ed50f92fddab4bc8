import { expect } from 'vitest';

type Validate<T> = (input: Partial<T>) => string | null;

/**
 * Test helper: with every earlier field filled, emptying field i (missing, '', whitespace or null) gives
 * message i; with all filled the input passes.
 */
export function expectMessagesInOrder<T>(
  validate: Validate<T>,
  filled: Partial<T>,
  expected: readonly (readonly [keyof T & string, string])[],
): void {
  for (const [field, message] of expected) {
    for (const empty of [undefined, null, '', '   \t\n']) {
      const input: Partial<T> = { ...filled, [field]: empty };
      if (empty === undefined) delete input[field];
      expect(validate(input)).toBe(message);
    }
    // Emptying this and every later field still reports this field first.
    const laterEmpty: Partial<T> = { ...filled };
    const from = expected.findIndex(([f]) => f === field);
    for (const [f] of expected.slice(from)) laterEmpty[f] = undefined;
    expect(validate(laterEmpty)).toBe(message);
  }
  expect(validate(filled)).toBeNull();
}
