import { describe, expect, it } from 'vitest';
import {
  addElevenMonths,
  addOneYear,
  contractRenewalDate,
  deviceRenewalDates,
  isExpired,
  renewalDate,
  simRenewalOnResidentDetail,
} from './dates';

describe('renewal dates', () => {
  it('adds one year', () => {
    expect(addOneYear('2023-05-17')).toBe('2024-05-17');
    expect(renewalDate('2023-12-31')).toBe('2024-12-31');
    expect(contractRenewalDate('2022-01-01')).toBe('2023-01-01');
  });

  it('moves 29 February to 28 February the next year', () => {
    expect(addOneYear('2024-02-29')).toBe('2025-02-28');
  });

  it('adds eleven months on the resident detail', () => {
    expect(addElevenMonths('2023-03-15')).toBe('2024-02-15');
    expect(simRenewalOnResidentDetail('2023-03-31')).toBe('2024-02-29');
  });

  it('reads the date part of a timestamp', () => {
    expect(addOneYear('2023-05-17T23:30:00.000Z')).toBe('2024-05-17');
  });

  it('gives null for no date or a date that does not exist', () => {
    for (const value of [null, undefined, '', '  ', 'soon', '2023-02-30', '2023-13-01']) {
      expect(addOneYear(value)).toBeNull();
      expect(addElevenMonths(value)).toBeNull();
    }
  });

  it('derives both device renewal dates', () => {
    expect(deviceRenewalDates({ sim_activation_date: '2024-01-10', support_activation_date: null })).toEqual({
      sim_renewal_date: '2025-01-10',
      support_renewal_date: null,
    });
  });
});

describe('isExpired', () => {
  const now = new Date(2026, 10, 21, 12);
  it('marks a date before today, not today or later, and never a missing date', () => {
    expect(isExpired('2026-11-20', now)).toBe(true);
    expect(isExpired('2026-11-21', now)).toBe(false);
    expect(isExpired('2027-01-01', now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });
});
