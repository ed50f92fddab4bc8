import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Dates from './dates';
import type * as Appointments from '../activities/appointments';
import type * as ZonedTime from './zoned-time';

type Modules = typeof ZonedTime & typeof Dates & typeof Appointments;

// The clocks change (2026): Dublin 29 March 01:00 GMT → 02:00 IST and 25 October 02:00 IST → 01:00 GMT;
// Toronto 8 March 02:00 EST → 03:00 EDT and 1 November 02:00 EDT → 01:00 EST; Sydney (east of UTC,
// summer time over the new year) 5 April 03:00 AEDT → 02:00 AEST and 4 October 02:00 AEST → 03:00 AEDT.
const DUBLIN = 'Europe/Dublin';
const TORONTO = 'America/Toronto';
const SYDNEY = 'Australia/Sydney';

const at = (iso: string) => Date.parse(iso);

// The answers may not depend on the clock of the machine that computes them: each is checked with the
// process in UTC and in each of the zones whose own changes fall on the times asked about, the modules
// loaded afresh each time (the offsets they keep are then found on that clock).
describe.each(['UTC', DUBLIN, TORONTO, SYDNEY])('with the process clock in %s', (processZone) => {
  const before = process.env.TZ;
  let m: Modules;
  beforeAll(async () => {
    process.env.TZ = processZone;
    vi.resetModules();
    m = {
      ...(await import('./zoned-time')),
      ...(await import('./dates')),
      ...(await import('../activities/appointments')),
    };
  });
  const instant = (date: string, hour: number, zone: string) => {
    const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(m.zonedInstant(m.dayNumber(y, mo, d), hour, zone)).toISOString();
  };
  const shown = (iso: string, zone: string) => {
    const w = m.wallClock(at(iso), zone);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
  };
  afterAll(() => {
    process.env.TZ = before;
  });

  it('runs on that clock (the test itself holds)', () => {
    const offset = new Date('2026-01-15T12:00:00Z').getTimezoneOffset();
    expect(offset).toBe({ UTC: 0, [DUBLIN]: 0, [TORONTO]: 300, [SYDNEY]: -660 }[processZone]);
  });

  it('reads a zone’s clock at a time the process’s own clock skips', () => {
    expect(shown('2026-03-29T05:30:00Z', TORONTO)).toBe('2026-03-29 01:30:00'); // Dublin's gap
    expect(shown('2026-03-08T02:30:00Z', DUBLIN)).toBe('2026-03-08 02:30:00'); // Toronto's gap
    expect(shown('2026-10-04T01:30:00Z', DUBLIN)).toBe('2026-10-04 02:30:00'); // Sydney's gap
    expect(shown('2026-10-03T16:30:00Z', SYDNEY)).toBe('2026-10-04 03:30:00');
    expect(m.dateTimeIn('2026-03-29T05:30:15Z', TORONTO)).toBe('29.03.2026 01:30:15');
  });

  it('reads both passes of an hour shown twice', () => {
    expect(shown('2026-10-25T00:30:00Z', DUBLIN)).toBe('2026-10-25 01:30:00');
    expect(shown('2026-10-25T01:30:00Z', DUBLIN)).toBe('2026-10-25 01:30:00');
    expect(shown('2026-11-01T05:30:00Z', TORONTO)).toBe('2026-11-01 01:30:00');
    expect(shown('2026-11-01T06:30:00Z', TORONTO)).toBe('2026-11-01 01:30:00');
    expect(shown('2026-04-04T15:30:00Z', SYDNEY)).toBe('2026-04-05 02:30:00');
    expect(shown('2026-04-04T16:30:00Z', SYDNEY)).toBe('2026-04-05 02:30:00');
  });

  it('gives the day the zone’s clock shows, east and west of UTC', () => {
    expect(m.dayIn(at('2026-10-03T13:59:59Z'), SYDNEY)).toBe(m.dayNumber(2026, 10, 3));
    expect(m.dayIn(at('2026-10-03T14:00:00Z'), SYDNEY)).toBe(m.dayNumber(2026, 10, 4));
    expect(m.dayIn(at('2026-11-01T03:30:00Z'), TORONTO)).toBe(m.dayNumber(2026, 10, 31));
    expect(m.dayIn(at('2026-03-28T23:30:00Z'), DUBLIN)).toBe(m.dayNumber(2026, 3, 28));
  });

  it('gives the instant of an ordinary hour on a day the clocks change', () => {
    expect(instant('2026-03-29', 0, DUBLIN)).toBe('2026-03-29T00:00:00.000Z');
    expect(instant('2026-03-29', 9, DUBLIN)).toBe('2026-03-29T08:00:00.000Z');
    expect(instant('2026-03-08', 1, TORONTO)).toBe('2026-03-08T06:00:00.000Z');
    expect(instant('2026-03-08', 9, TORONTO)).toBe('2026-03-08T13:00:00.000Z');
    expect(instant('2026-10-04', 1, SYDNEY)).toBe('2026-10-03T15:00:00.000Z');
    expect(instant('2026-10-04', 9, SYDNEY)).toBe('2026-10-03T22:00:00.000Z');
    expect(instant('2026-11-01', 9, TORONTO)).toBe('2026-11-01T14:00:00.000Z');
  });

  it('gives the instant the clocks jump at for an hour they skip (spring forward)', () => {
    // Shown as the hour after: the skipped hour and the next one start at the same instant.
    expect(instant('2026-03-29', 1, DUBLIN)).toBe('2026-03-29T01:00:00.000Z');
    expect(instant('2026-03-29', 2, DUBLIN)).toBe('2026-03-29T01:00:00.000Z');
    expect(instant('2026-03-08', 2, TORONTO)).toBe('2026-03-08T07:00:00.000Z');
    expect(instant('2026-03-08', 3, TORONTO)).toBe('2026-03-08T07:00:00.000Z');
    expect(instant('2026-10-04', 2, SYDNEY)).toBe('2026-10-03T16:00:00.000Z');
    expect(instant('2026-10-04', 3, SYDNEY)).toBe('2026-10-03T16:00:00.000Z');
    expect(m.facilityInstant('2026-03-08', 2, 30, TORONTO)).toBe('2026-03-08T07:30:00.000Z');
  });

  it('gives one pass of an hour shown twice (fall back): the first west of UTC, the second east', () => {
    expect(instant('2026-11-01', 1, TORONTO)).toBe('2026-11-01T05:00:00.000Z'); // 01:00 EDT
    expect(instant('2026-10-25', 1, DUBLIN)).toBe('2026-10-25T01:00:00.000Z'); // 01:00 GMT
    expect(instant('2026-04-05', 2, SYDNEY)).toBe('2026-04-04T16:00:00.000Z'); // 02:00 AEST
    expect(m.facilityInstant('2026-11-01', 1, 30, TORONTO)).toBe('2026-11-01T05:30:00.000Z');
    // The hours either side have one pass each.
    expect(instant('2026-11-01', 2, TORONTO)).toBe('2026-11-01T07:00:00.000Z');
    expect(instant('2026-10-25', 2, DUBLIN)).toBe('2026-10-25T02:00:00.000Z');
    expect(instant('2026-04-05', 3, SYDNEY)).toBe('2026-04-04T17:00:00.000Z');
  });

  it('refuses what is not an instant or a zone, as Intl does', () => {
    expect(() => m.wallClock(Number.NaN, DUBLIN)).toThrow(RangeError);
    expect(() => m.wallClock(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
