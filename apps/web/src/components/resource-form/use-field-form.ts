import { useState } from 'react';

/** The one message a form shows: the first failing rule's, on its field. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/**
 * What a form holds while it is typed, the one way every portal form holds it (the tables' generic form
 * and each screen's own): its values, and the message of the domain's first failing rule for them (the
 * rule the server applies to the same request), shown on its field. Typing in that field again takes the
 * message away; the rule runs anew at the next Save.
 */
export function useFieldForm<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [error, setError] = useState<FieldError<keyof V & string> | null>(null);
  return {
    values,
    setValues,
    change<K extends keyof V & string>(field: K, value: V[K]) {
      setValues((v) => ({ ...v, [field]: value }));
      setError((e) => (e?.field === field ? null : e));
    },
    error,
    /** The message shown on `field`, when the error is that field's. */
    errorOf: (field: keyof V & string): string | undefined =>
      error?.field === field ? error.message : undefined,
    /** Runs the form's rule over what is typed: true when it passes, else its message goes on its field. */
    check(rule: (values: V) => FieldError<keyof V & string> | null): boolean {
      const found = rule(values);
      setError(found);
      return found === null;
    },
    /** Puts a message on a field (a refusal the server names a field for), or clears it (null). */
    refuse: setError,
  };
}
