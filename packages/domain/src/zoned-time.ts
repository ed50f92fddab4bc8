// Wall clocks of IANA time zones through Intl alone (no time-zone library): what a clock in a zone shows at
// an instant, and the instant at which it shows a given time. The business hours and the month helpers
// are built on these, so they hold across daylight-saving changes wherever the engine knows the zone.

const DAY_MS = 86_400_000;

/** A calendar day counted from 1970-01-01 (day 0): arithmetic on days needs no time zone. */
export type DayNumber = number;

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** What a clock in `timeZone` shows at the instant `at` (ms since the epoch). */
export function wallClock(at: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far the zone's clock is ahead of UTC at the instant `at`, in ms (negative west of Greenwich). */
function offsetAt(at: number, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const shown = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return shown - (at - (((at % 1000) + 1000) % 1000));
}

/** The calendar day the zone's clock shows at `at`. */
export function dayIn(at: number, timeZone: string): DayNumber {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day) / DAY_MS;
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: DayNumber): number => new Date(day * DAY_MS).getUTCDay();

/** The day number of a calendar date (`month` 1–12; 13 is the next year's January). */
export const dayNumber = (year: number, month: number, day: number): DayNumber =>
  Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * The instant the zone's clock shows `hour`:00 on `day`. The offset is looked up twice, the second time at
 * the first answer, so a day on which the clocks change gets the offset in force at that hour. An hour the
 * clocks skip (a spring-forward gap) gives the instant they jump at, which they show as the hour after.
 */
export function zonedInstant(day: DayNumber, hour: number, timeZone: string): number {
  const shown = day * DAY_MS + hour * 3_600_000;
  const first = shown - offsetAt(shown, timeZone);
  const second = shown - offsetAt(first, timeZone);
  if (second === first) return first;
  const shows = (at: number) => {
    const w = wallClock(at, timeZone);
    return dayNumber(w.year, w.month, w.day) === day && w.hour === hour && w.minute === 0;
  };
  if (shows(second)) return second;
  return shows(first) ? first : Math.max(first, second);
}
