import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

// Wall clocks of IANA time zones: what a clock in a zone shows at an instant, and the instant at which it
// shows a given time. dayjs's time-zone plugin gives only the zone's offset; the rest is done in UTC,
// because dayjs reads a zone's wall time through the runtime's own clock, which skips an hour when the
// runtime's zone springs forward (a Dublin browser would show Toronto's 01:30 as 02:30 on that night).
dayjs.extend(utc);
dayjs.extend(timezone);

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

/** How far the clock of `timeZone` (the runtime's own without one) is ahead of UTC at `at`, in ms. */
const offsetOf = (at: number, timeZone?: string) => dayjs(at).tz(timeZone).utcOffset() * 60_000;

// dayjs reads an offset through a new Intl formatter each time (0.1–0.4 ms); a report asks for thousands.
// Clocks change at most once a day, so a UTC day whose start and end have one offset has it throughout:
// that day's offset is kept (NaN for a day the clocks change on, looked up each time). The runtime's own
// zone is not kept: a test may change it.
const daily = new Map<string, number>();

function offsetAt(at: number, timeZone?: string): number {
  // As Intl does: an instant that is not one fails rather than shows 'Invalid Date'.
  if (!Number.isFinite(at)) throw new RangeError('Invalid time value');
  if (timeZone === undefined) return offsetOf(at);
  const day = Math.floor(at / DAY_MS) * DAY_MS;
  const key = `${timeZone}|${day}`;
  let offset = daily.get(key);
  if (offset === undefined) {
    offset = offsetOf(day, timeZone);
    if (offset !== offsetOf(day + DAY_MS, timeZone)) offset = Number.NaN;
    if (daily.size >= 5000) daily.clear();
    daily.set(key, offset);
  }
  return Number.isNaN(offset) ? offsetOf(at, timeZone) : offset;
}

/**
 * The time `timeZone`'s clock shows at `at`, as a UTC dayjs whose fields are that clock's: to read or
 * `format` ('DD.MM.YYYY HH:mm'), never to take an instant from. An unknown zone throws a RangeError.
 */
export const zonedDayjs = (at: number, timeZone?: string): Dayjs => dayjs.utc(at + offsetAt(at, timeZone));

/** What a clock in `timeZone` shows at the instant `at` (ms since the epoch). */
export function wallClock(at: number, timeZone: string): WallClock {
  const d = zonedDayjs(at, timeZone);
  return {
    year: d.year(),
    month: d.month() + 1,
    day: d.date(),
    hour: d.hour(),
    minute: d.minute(),
    second: d.second(),
  };
}

/** The calendar day the zone's clock shows at `at`. */
export const dayIn = (at: number, timeZone: string): DayNumber =>
  Math.floor((at + offsetAt(at, timeZone)) / DAY_MS);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: DayNumber): number => new Date(day * DAY_MS).getUTCDay();

/** The day number of a calendar date (`month` 1–12; 13 is the next year's January). */
export const dayNumber = (year: number, month: number, day: number): DayNumber =>
  Date.UTC(year, month - 1, day) / DAY_MS;

/**
 * The instant the zone's clock shows `hour`:00 on `day`. The offset is looked up twice, the second time at
 * the first answer, so a day on which the clocks change gets the offset in force at that hour. An hour the
 * clocks skip (a spring-forward gap) gives the instant they jump at, which they show as the hour after. An
 * hour shown twice (fall-back) gives the instant whose offset is in force at the wall time read as UTC:
 * the first in zones west of Greenwich (Toronto's 01:00 EDT), the second east of it (Dublin's 01:00 GMT).
 */
export function zonedInstant(day: DayNumber, hour: number, timeZone: string): number {
  const shown = day * DAY_MS + hour * 3_600_000;
  const first = shown - offsetAt(shown, timeZone);
  const second = shown - offsetAt(first, timeZone);
  if (second === first) return first;
  const shows = (at: number) => at + offsetAt(at, timeZone) === shown;
  if (shows(second)) return second;
  return shows(first) ? first : Math.max(first, second);
}
