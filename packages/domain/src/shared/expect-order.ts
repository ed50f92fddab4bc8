import { expect } from 'vitest';

type Validate<T> = (input: Partial<T>) => string | null;

/** A required field: its name, the spec's message when it is empty, and a value that fills it. */
type RequiredField<T> = readonly [field: keyof T & string, message: string, filledWith: unknown];

/**
 * Test helper: with every earlier field filled, emptying field i (missing, '', whitespace or null) gives
 * message i; with all filled the input passes.
 */
export function expectMessagesInOrder<T>(validate: Validate<T>, fields: readonly RequiredField<T>[]): void {
  const filled = Object.fromEntries(fields.map(([field, , value]) => [field, value])) as Partial<T>;
  for (const [index, [field, message]] of fields.entries()) {
    for (const empty of [undefined, null, '', '   \t\n']) {
      const input: Partial<T> = { ...filled, [field]: empty };
      if (empty === undefined) delete input[field];
      expect(validate(input)).toBe(message);
    }
    // Emptying this and every later field still reports this field first.
    const laterEmpty: Partial<T> = { ...filled };
    for (const [later] of fields.slice(index)) laterEmpty[later] = undefined;
    expect(validate(laterEmpty)).toBe(message);
  }
  expect(validate(filled)).toBeNull();
}
