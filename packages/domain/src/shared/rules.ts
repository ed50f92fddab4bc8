import { isEmpty } from './empty';

/** One check of a form; without `fails` the field must not be empty. */
export interface Rule<T> {
  field: keyof T & string;
  message: string;
  fails?: (input: Partial<T>) => boolean;
}

/** The first failing rule, in list order, or null when all pass: a form shows its message on its field. */
export function firstFailingRule<T>(rules: readonly Rule<T>[], input: Partial<T>): Rule<T> | null {
  return rules.find((rule) => (rule.fails ? rule.fails(input) : isEmpty(input[rule.field]))) ?? null;
}

/** The message of the first failing rule, in list order, or null when all pass (the spec shows only one). */
export function firstFailure<T>(rules: readonly Rule<T>[], input: Partial<T>): string | null {
  return firstFailingRule(rules, input)?.message ?? null;
}

/** Builds "field must not be empty" rules from a field → message map, keeping its order. */
export function requiredRules<T>(messages: Partial<Record<keyof T & string, string>>): Rule<T>[] {
  return Object.entries(messages).map(([field, message]) => ({
    field: field as keyof T & string,
    message: message as string,
  }));
}

/** Whether a form adds a row or updates one: some rules word their message by it. */
export type SaveMode = 'add' | 'update';
