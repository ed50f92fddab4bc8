import { afterEach, describe, expect, it } from 'vitest';
import { partsAt, whenReceived } from './facility-clock';

const before = process.env.TZ;
afterEach(() => {
  process.env.TZ = before;
});

describe('the facility clock', () => {
  it('writes the facility’s day and time in full, east and west of UTC', () => {
    expect(partsAt('2026-11-27T15:05:00Z', 'America/Toronto')).toEqual({
      weekday: 'Friday',
      day: '27',
      month: 'November',
      year: '2026',
      hour: 10,
      time: '10:05',
    });
    expect(partsAt('2026-11-27T15:05:00Z', 'Australia/Sydney').time).toBe('02:05');
    expect(partsAt('2026-11-27T15:05:00Z', 'Australia/Sydney').weekday).toBe('Saturday');
  });

  it('is not moved by the tablet’s own clock springing forward', () => {
    // 01:30 in Toronto on the night Dublin's clocks skip 01:00–02:00.
    process.env.TZ = 'Europe/Dublin';
    expect(partsAt('2026-03-29T05:30:00Z', 'America/Toronto').time).toBe('01:30');
  });

  it('falls back to the tablet’s own clock for a zone it does not know, and to blanks for no time', () => {
    process.env.TZ = 'Europe/Dublin';
    expect(partsAt('2026-07-01T09:00:00Z', 'Mars/Olympus_Mons').time).toBe('10:00');
    expect(partsAt('2026-07-01T09:00:00Z').time).toBe('10:00');
    expect(partsAt('not a time', 'Europe/Dublin')).toEqual({
      weekday: '',
      day: '',
      month: '',
      year: '',
      hour: 0,
      time: '',
    });
  });

  it('says when a message arrived', () => {
    const now = Date.parse('2026-11-27T15:30:00Z');
    expect(whenReceived('2026-11-27T15:05:00Z', now, 'Europe/Dublin')).toBe('Today at 15:05');
    expect(whenReceived('2026-11-26T16:40:00Z', now, 'Europe/Dublin')).toBe('Thursday 26 November at 16:40');
    expect(whenReceived('2025-11-26T16:40:00Z', now, 'Europe/Dublin')).toBe(
      'Wednesday 26 November 2025 at 16:40',
    );
  });
});
