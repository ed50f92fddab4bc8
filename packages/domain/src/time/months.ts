import { dayNumber, wallClock, zonedInstant } from './zoned-time';

// The months the facility reports cover: calendar months on the facility's own clock, written 'YYYY-MM'.

/** A month as the reports' address and API write it: 'YYYY-MM', from 2000-01. */
export const MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/;

export const MONTH_MESSAGES = {
  /** Completes 'Invalid month: …' (the API's wording for a bad query value). */
  format: 'write it as YYYY-MM, e.g. 2026-03',
  future: (month: string) => `The month ${month} has not begun yet: choose this month or an earlier one.`,
} as const;

export interface Month {
  year: number;
  /** 1–12. */
  month: number;
}

/** The month 'YYYY-MM' names, or null when it is written any other way. */
export function parseMonth(text: string): Month | null {
  const match = MONTH_PATTERN.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export const formatMonth = ({ year, month }: Month): string => `${year}-${String(month).padStart(2, '0')}`;

/** The month `delta` months from `month` (negative: earlier). */
export function addToMonth({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month the clock of `timeZone` shows at `now`. */
export function monthAt(now: Date, timeZone: string): Month {
  const { year, month } = wallClock(now.getTime(), timeZone);
  return { year, month };
}

/** The last whole month in `timeZone` at `now`: the one before the month its clock shows. */
export const lastWholeMonth = (now: Date, timeZone: string): string =>
  formatMonth(addToMonth(monthAt(now, timeZone), -1));

/** Whether `month` ('YYYY-MM') is after the month `timeZone`'s clock shows at `now`. */
export const isFutureMonth = (month: string, now: Date, timeZone: string): boolean =>
  month > formatMonth(monthAt(now, timeZone));

/**
 * The instants a month starts and ends on the clock of `timeZone`: from its first midnight to the next
 * month's (the end excluded). Null for a month not written 'YYYY-MM'.
 */
export function monthBounds(month: string, timeZone: string): { start: Date; end: Date } | null {
  const parsed = parseMonth(month);
  if (!parsed) return null;
  const next = addToMonth(parsed, 1);
  return {
    start: new Date(zonedInstant(dayNumber(parsed.year, parsed.month, 1), 0, timeZone)),
    end: new Date(zonedInstant(dayNumber(next.year, next.month, 1), 0, timeZone)),
  };
}
