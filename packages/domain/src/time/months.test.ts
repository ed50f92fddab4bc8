import { describe, expect, it } from 'vitest';
import { isFutureMonth, lastWholeMonth, monthBounds, parseMonth } from './months';
import { zonedInstant, dayNumber } from './zoned-time';

describe('a month written YYYY-MM', () => {
  it('is read when written so, and refused otherwise', () => {
    expect(parseMonth('2026-03')).toEqual({ year: 2026, month: 3 });
    for (const bad of ['2026-3', '2026-13', '2026-00', '26-03', '2026-03-01', '1999-12', ' 2026-03', ''])
      expect(parseMonth(bad), bad).toBeNull();
  });
});

describe('the last whole month', () => {
  it('is the month before the one the facility’s clock shows', () => {
    expect(lastWholeMonth(new Date('2026-11-21T09:00:00Z'), 'America/Toronto')).toBe('2026-10');
    expect(lastWholeMonth(new Date('2027-01-05T09:00:00Z'), 'Europe/Dublin')).toBe('2026-12');
  });

  it('follows the facility’s clock on the first of a month', () => {
    // 1 December 03:00 UTC is still 30 November in Toronto, and already December in Dublin.
    const now = new Date('2026-12-01T03:00:00Z');
    expect(lastWholeMonth(now, 'America/Toronto')).toBe('2026-10');
    expect(lastWholeMonth(now, 'Europe/Dublin')).toBe('2026-11');
    expect(isFutureMonth('2026-12', now, 'America/Toronto')).toBe(true);
    expect(isFutureMonth('2026-12', now, 'Europe/Dublin')).toBe(false);
  });
});

describe('a month’s bounds', () => {
  it('run from its first midnight to the next month’s, on the facility’s clock', () => {
    expect(monthBounds('2026-03', 'America/Toronto')).toEqual({
      start: new Date('2026-03-01T05:00:00Z'),
      end: new Date('2026-04-01T04:00:00Z'), // summer time by then
    });
    expect(monthBounds('2026-12', 'Europe/Dublin')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
    expect(monthBounds('2026-13', 'Europe/Dublin')).toBeNull();
  });

  it('start where the clocks jump when midnight is skipped', () => {
    // São Paulo's summer time began at midnight on 2018-11-04: the clocks went from 23:59:59 to 01:00.
    const day = dayNumber(2018, 11, 4);
    expect(new Date(zonedInstant(day, 0, 'America/Sao_Paulo')).toISOString()).toBe(
      '2018-11-04T03:00:00.000Z',
    );
  });
});
