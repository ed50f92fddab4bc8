import { describe, expect, it } from 'vitest';
import { RESIDENT_READ_ONLY_FIELDS } from './resident';
import { expectMessagesInOrder } from '../shared/expect-order';
import { PASSWORD_TOO_SHORT } from '../auth/password';
import { readOnlyChange, USER_DETAILS_MESSAGES, validateCompanion, validateResident } from './rules';

describe('user details rules', () => {
  it('require firstname then surname of tablet users and companions', () => {
    const required = [
      ['firstname', 'Firstname cannot be empty.', 'Ann'],
      ['surname', 'Surname cannot be empty.', 'Lee'],
    ] as const;
    expectMessagesInOrder(validateResident, required);
    expectMessagesInOrder(validateCompanion, required);
  });

  it("check a companion's email form, and a new password's strength while an empty one keeps the old", () => {
    const companion = { firstname: 'Ann', surname: 'Lee' };
    expect(validateCompanion({ ...companion, email: 'ann at home' })).toBe(USER_DETAILS_MESSAGES.email);
    expect(validateCompanion({ ...companion, email: ' ann@example.ie ', password: '' })).toBeNull();
    expect(validateCompanion({ ...companion, password: 'short' })).toBe(PASSWORD_TOO_SHORT);
    expect(validateCompanion({ ...companion, password: 'a long enough passphrase' })).toBeNull();
  });

  it('refuse a changed read-only field and let an echo, an omission or empty-for-null pass', () => {
    const saved = { email: 'ann@example.ie', country: null, acorn_id: 'ACN-1', sim_number: '0851234567' };
    const check = (input: Record<string, unknown>) => readOnlyChange(RESIDENT_READ_ONLY_FIELDS, input, saved);
    expect(check({ email: 'ann@example.ie ', country: '', acorn_id: 'ACN-1' })).toBeNull();
    expect(check({})).toBeNull();
    expect(check({ email: 'other@example.ie' })).toBe('Email cannot be changed.');
    expect(check({ country: 'Ireland' })).toBe('Country cannot be changed.');
    expect(check({ sim_number: null })).toBe('Sim Number cannot be changed.');
  });
});
