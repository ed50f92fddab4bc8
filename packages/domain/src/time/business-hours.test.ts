import { describe, expect, it } from 'vitest';
import { businessHoursBetween, shiftByBusinessHours } from './business-hours';

const hours = (from: string, to: string, zone = 'America/Toronto') =>
  businessHoursBetween(new Date(from), new Date(to), zone);

describe('business hours between two instants', () => {
  it('counts only 09:00–17:00 of a weekday on the facility’s clock', () => {
    // Monday 2026-11-16, Toronto (UTC−5).
    expect(hours('2026-11-16T14:00:00Z', '2026-11-16T16:30:00Z')).toBe(2.5);
    expect(hours('2026-11-16T12:00:00Z', '2026-11-16T23:00:00Z')).toBe(8); // 07:00–18:00 local
    expect(hours('2026-11-16T23:00:00Z', '2026-11-17T13:00:00Z')).toBe(0); // 18:00 to 08:00 next day
    expect(hours('2026-11-16T16:00:00Z', '2026-11-16T15:00:00Z')).toBe(0); // backwards
  });

  it('skips the weekend: Friday 15:00 to Monday 11:00 is four hours', () => {
    expect(hours('2026-11-20T20:00:00Z', '2026-11-23T16:00:00Z')).toBe(4);
    // The same clock times read in Dublin (UTC+0) are other instants: its own weekend is skipped.
    expect(hours('2026-11-20T15:00:00Z', '2026-11-23T11:00:00Z', 'Europe/Dublin')).toBe(4);
    // All of a weekend is nothing.
    expect(hours('2026-11-21T14:00:00Z', '2026-11-22T20:00:00Z')).toBe(0);
  });

  it('counts eight hours for each whole weekday between, over weeks', () => {
    // Monday 09:00 to the Monday two weeks later 09:00: ten working days.
    expect(hours('2026-11-02T14:00:00Z', '2026-11-16T14:00:00Z')).toBe(80);
  });

  it('holds across the spring change: Friday 12:00 to Monday 12:00 is eight hours', () => {
    // Toronto moves from UTC−5 to UTC−4 on Sunday 2026-03-08; an offset fixed at Friday's would say 7 or 9.
    expect(hours('2026-03-06T17:00:00Z', '2026-03-09T16:00:00Z')).toBe(8);
    expect(hours('2026-03-09T13:00:00Z', '2026-03-09T21:00:00Z')).toBe(8); // Monday 09:00–17:00 EDT
  });

  it('holds across the autumn change, in Dublin and Toronto alike', () => {
    // Dublin leaves summer time (UTC+1) on Sunday 2026-10-25: Friday 16:00 IST to Monday 10:00 GMT.
    expect(hours('2026-10-23T15:00:00Z', '2026-10-26T10:00:00Z', 'Europe/Dublin')).toBe(2);
    // Toronto on Sunday 2026-11-01: Friday 13:00 EDT to Monday 13:00 EST.
    expect(hours('2026-10-30T17:00:00Z', '2026-11-02T18:00:00Z')).toBe(8);
  });

  it('holds when the clocks change on a weekday (Jerusalem, a Friday)', () => {
    // Israel moves to summer time on Friday 2026-03-27 at 02:00: that Friday is still 09:00–17:00.
    expect(hours('2026-03-26T00:00:00Z', '2026-03-28T00:00:00Z', 'Asia/Jerusalem')).toBe(16);
    expect(hours('2026-03-27T06:00:00Z', '2026-03-27T14:00:00Z', 'Asia/Jerusalem')).toBe(8);
  });
});

describe('shifting by business hours', () => {
  it('finds the instant a given number of business hours later or earlier', () => {
    const friday = new Date('2026-11-20T19:00:00Z'); // Friday 14:00 Toronto
    expect(shiftByBusinessHours(friday, 8, 'America/Toronto').toISOString()).toBe('2026-11-23T19:00:00.000Z');
    expect(shiftByBusinessHours(friday, -6, 'America/Toronto').toISOString()).toBe(
      '2026-11-19T21:00:00.000Z',
    );
    expect(shiftByBusinessHours(friday, 0, 'America/Toronto')).toEqual(friday);
  });

  it('is the inverse of businessHoursBetween, across a change of the clocks', () => {
    const zone = 'Europe/Dublin';
    for (const start of ['2026-03-27T08:15:00Z', '2026-03-28T10:00:00Z', '2026-10-23T16:59:00Z']) {
      for (const h of [0.5, 3, 7, 8, 9, 40.25]) {
        const from = new Date(start);
        const later = shiftByBusinessHours(from, h, zone);
        expect(businessHoursBetween(from, later, zone)).toBeCloseTo(h, 9);
        const earlier = shiftByBusinessHours(from, -h, zone);
        expect(businessHoursBetween(earlier, from, zone)).toBeCloseTo(h, 9);
      }
    }
  });
});
