import type { CompanionInput, ResidentInput } from './resident';
import { isEmailAddress } from '../shared/email';
import { isEmpty } from '../shared/empty';
import { validatePassword } from '../auth/password';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

// The spec shows no wording for user details (doc 2 §5: "not shown"); these follow its style and the
// form's labels.
export const USER_DETAILS_MESSAGES = {
  firstname: 'Firstname cannot be empty.',
  surname: 'Surname cannot be empty.',
  email: 'Email is not a valid email address.',
  groupChangeForbidden: 'Only an administrator can move a user to another group.',
  usernameTaken: 'This username is already taken (in whatever case). Choose another.',
} as const;

const NAMES = { firstname: USER_DETAILS_MESSAGES.firstname, surname: USER_DETAILS_MESSAGES.surname };

/** An email field that is empty or one address (residents and companions alike). */
const emailRule = <T extends { email?: string | null | undefined }>(): Rule<T> => ({
  field: 'email' as keyof T & string,
  message: USER_DETAILS_MESSAGES.email,
  fails: (input) => !isEmpty(input.email) && !isEmailAddress(input.email as string),
});

export const residentRules: readonly Rule<ResidentInput>[] = [
  ...requiredRules<ResidentInput>(NAMES),
  emailRule<ResidentInput>(),
];

export const companionRules: readonly Rule<CompanionInput>[] = [
  ...requiredRules<CompanionInput>(NAMES),
  emailRule<CompanionInput>(),
];

/** A tablet user as it will be saved. */
export function validateResident(input: Partial<ResidentInput>): string | null {
  return firstFailure(residentRules, input);
}

/** A companion as it will be saved; an empty password keeps the current one, any other must be strong. */
export function validateCompanion(input: Partial<CompanionInput>): string | null {
  const failure = firstFailure(companionRules, input);
  if (failure || isEmpty(input.password)) return failure;
  return validatePassword(input.password as string, input);
}

const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? ''));

/**
 * The message for the first read-only field an edit changed (`labels`: field → label), or null. A field
 * left out or sent back as saved passes; empty and null count as the same.
 */
export function readOnlyChange(
  labels: Readonly<Record<string, string>>,
  input: Readonly<Record<string, unknown>>,
  saved: Readonly<Record<string, unknown>>,
): string | null {
  for (const [field, label] of Object.entries(labels)) {
    if (input[field] === undefined) continue;
    if (comparable(input[field]) !== comparable(saved[field])) return `${label} cannot be changed.`;
  }
  return null;
}
