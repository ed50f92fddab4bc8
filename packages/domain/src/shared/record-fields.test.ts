import { describe, expect, it } from 'vitest';
import { inDigits, inInstant, inStock, inSwitch } from './record-fields';

describe('administration input fields', () => {
  it('count stock in non-negative whole numbers, an emptied count as 0', () => {
    expect([7, '', null].map((v) => inStock.parse(v))).toEqual([7, 0, 0]);
    expect(inStock.parse(undefined)).toBeUndefined();
    for (const bad of [-1, 1.5, '3']) expect(inStock.safeParse(bad).success).toBe(false);
  });

  it('keep a PIN’s digits as text, leading zeros included', () => {
    expect(['0042', 1234, '', null].map((v) => inDigits.parse(v))).toEqual(['0042', '1234', null, null]);
    expect(inDigits.safeParse('12a4').success).toBe(false);
  });

  it('take instants with an offset or bare dates, and refuse null switches', () => {
    expect(inInstant.parse('2026-11-21T09:00:00Z')).toBe('2026-11-21T09:00:00Z');
    expect(inInstant.parse('2026-11-21')).toBe('2026-11-21');
    expect(inInstant.parse('')).toBeNull();
    expect(inInstant.safeParse('21.11.2026').success).toBe(false);
    expect(inSwitch.safeParse(null).success).toBe(false);
  });
});
