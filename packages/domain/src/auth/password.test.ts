import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import {
  PASSWORD_EMPTY,
  PASSWORD_HAS_CONTROL,
  PASSWORD_HAS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  validatePassword,
} from './password';

describe('validatePassword', () => {
  it('refuses control characters, NUL first of all', () => {
    for (const pw of ['correct horse\u0000battery', 'correct horse\nbattery', '\u0007correct horse'])
      expect(validatePassword(pw)).toBe(PASSWORD_HAS_CONTROL);
  });

  it("refuses the account's own email, the name before its @ and its username, whatever their case", () => {
    const owner = { email: 'Mary.Byrne@maple.example.ie', username: 'marybyrne42' };
    for (const pw of ['mary.byrne@maple.example.ie!', 'MARY.BYRNE loves tea', 'my marybyrne42 pass'])
      expect(validatePassword(pw, owner)).toBe(PASSWORD_HAS_EMAIL);
    expect(validatePassword('correct horse battery', owner)).toBeNull();
    // Too short to be telling: 'al@x.ie' does not forbid every password with 'al' in it.
    expect(validatePassword('always a long passphrase', { email: 'al@x.ie' })).toBeNull();
  });

  it('requires at least 12 characters', () => {
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 12 characters.');
    expect(validatePassword('')).toBe(PASSWORD_EMPTY);
    expect(validatePassword('Tr0ub4dor&3')).toBe(PASSWORD_TOO_SHORT);
    expect(validatePassword('correct horse')).toBeNull();
    expect(validatePassword('x'.repeat(20))).toBe(PASSWORD_TOO_COMMON);
    expect(validatePassword('xy'.repeat(10))).toBe(PASSWORD_TOO_COMMON);
    expect(validatePassword('a1b2c3d4e5f6'.repeat(11))).toBe(PASSWORD_TOO_LONG);
  });

  it('refuses well-known passwords whatever their case', () => {
    expect(PASSWORD_TOO_COMMON).toBe('This password is too common. Choose another.');
    for (const pw of ['password1234', 'Password1234', '123456789012', 'QWERTYUIOPAS']) {
      expect(validatePassword(pw)).toBe(PASSWORD_TOO_COMMON);
    }
  });

  it('refuses repeated characters and runs of digits', () => {
    for (const pw of ['aaaaaaaaaaaa', '............', 'abababababab', '234567890123', '987654321098']) {
      expect(validatePassword(pw)).toBe(PASSWORD_TOO_COMMON);
    }
    expect(validatePassword('135792468013')).toBeNull();
  });

  it('keeps a list of at least 100 entries, each long enough to pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const pw of COMMON_PASSWORDS) {
      expect(pw.length).toBeGreaterThanOrEqual(12);
      expect(pw).toBe(pw.toLowerCase());
    }
  });
});
