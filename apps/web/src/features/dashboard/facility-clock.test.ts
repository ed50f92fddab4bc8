import { describe, expect, it } from 'vitest';
import { onClock, timeRange } from './facility-clock';

describe('the facility’s clock', () => {
  it('reads an instant in the facility’s zone, whatever the browser’s', () => {
    expect(onClock('2026-11-21T04:30:00Z', 'America/Toronto')).toEqual({ day: '2026-11-20', time: '23:30' });
    expect(onClock('2026-11-21T04:30:00Z', 'Pacific/Auckland')).toEqual({ day: '2026-11-21', time: '17:30' });
    // A zone the browser does not know reads as UTC rather than failing.
    expect(onClock('2026-11-21T04:30:00Z', 'Mars/Olympus_Mons')).toEqual({
      day: '2026-11-21',
      time: '04:30',
    });
  });

  it('shows an activity’s times, with the date of an end or start on another day', () => {
    const zone = 'America/Toronto';
    expect(timeRange('2026-11-20T14:00:00Z', '2026-11-20T15:30:00Z', '2026-11-20', zone)).toBe('09:00–10:30');
    expect(timeRange('2026-11-19T23:00:00Z', '2026-11-20T06:00:00Z', '2026-11-20', zone)).toBe(
      '19.11.2026 18:00–01:00',
    );
    expect(timeRange('2026-11-21T04:30:00Z', '2026-11-21T05:30:00Z', '2026-11-20', zone)).toBe(
      '23:30–21.11.2026 00:30',
    );
  });
});
