import { isEmpty } from './empty';

/** One check of a form; without `fails` the field must not be empty. */
export interface Rule<T> {
  field: keyof T & string;
  message: string;
  fails?: (input: Partial<T>) => boolean;
}

/** The message of the first failing rule, in list order, or null when all pass (the spec shows only one). */
export function firstFailure<T>(rules: readonly Rule<T>[], input: Partial<T>): string | null {
  for (const rule of rules) {
    const failed = rule.fails ? rule.fails(input) : isEmpty(input[rule.field]);
    if (failed) return rule.message;
  }
  return null;
}

/** Builds "field must not be empty" rules from a field → message map, keeping its order. */
export function requiredRules<T>(messages: Partial<Record<keyof T & string, string>>): Rule<T>[] {
  return Object.entries(messages).map(([field, message]) => ({
    field: field as keyof T & string,
    message: message as string,
  }));
}
