import { COMMON_PASSWORDS } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 12;
// Long enough for any passphrase, short enough that hashing cannot be used to tie up the server.
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_EMPTY = 'Password cannot be empty.';
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose another.';
export const PASSWORD_HAS_CONTROL = 'Password cannot contain control characters (such as NUL).';
export const PASSWORD_HAS_EMAIL = 'Password cannot contain your email address or the name before its @.';

/** Whose password it is: what it must not contain (NIST SP 800-63B: no context-specific words). */
export interface PasswordOwner {
  email?: string | null | undefined;
  username?: string | null | undefined;
}

/** The account's own words a password must not contain: its email, the name before the @, its username. */
function ownWords({ email, username }: PasswordOwner): string[] {
  const words = [email, email?.split('@')[0], username];
  return words.map((w) => w?.trim().toLowerCase() ?? '').filter((w) => w.length >= 3);
}

/** One short unit repeated: 'aaaaaaaaaaaa', 'abababababab', 'abcabcabcabc'. */
function isRepetition(pw: string): boolean {
  return /^(.{1,4})\1+$/su.test(pw);
}

/** Digits that only count up or only count down, wrapping 9→0: '123456789012', '987654321098'. */
function isDigitRun(pw: string): boolean {
  if (!/^\d+$/.test(pw)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < pw.length; i++) steps.add((Number(pw[i]) - Number(pw[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
}

/**
 * A new password: at least 12 characters, no control characters (a NUL ends the string in much software,
 * and none can be typed), not the owner's own email or name, and not a well-known or trivially patterned one.
 */
export function validatePassword(pw: string, owner: PasswordOwner = {}): string | null {
  if (pw === '') return PASSWORD_EMPTY;
  // eslint-disable-next-line no-control-regex -- finding them is the point
  if (/[\u0000-\u001f\u007f]/.test(pw)) return PASSWORD_HAS_CONTROL;
  if ([...pw].length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if ([...pw].length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  const lower = pw.toLowerCase();
  if (ownWords(owner).some((word) => lower.includes(word))) return PASSWORD_HAS_EMAIL;
  if (COMMON_PASSWORDS.has(lower) || isRepetition(pw) || isDigitRun(pw)) return PASSWORD_TOO_COMMON;
  return null;
}
