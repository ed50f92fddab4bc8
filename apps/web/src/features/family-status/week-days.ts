import type { FamilyWeekItem } from '@acorn/domain/family';
import dayjs from 'dayjs';
import { formatDate } from '../../lib/format';

/** A week's day as the page heads it: 'Monday 23.11.2026'. */
export const dayHeading = (day: string) => `${dayjs(day).format('dddd')} ${formatDate(day)}`;

/** The day `days` after a 'YYYY-MM-DD' day (negative: before), as 'YYYY-MM-DD'. */
export const addDays = (day: string, days: number) => dayjs(day).add(days, 'day').format('YYYY-MM-DD');

/** The week's seven days from its Monday, each with its items in the order the server gave them. */
export function daysOf(weekStart: string, items: readonly FamilyWeekItem[]) {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(weekStart, i);
    return { day, items: items.filter((item) => item.day === day) };
  });
}

/** A 'YYYY-MM-DD' the address may carry (?week=); anything else is ignored (this week is shown). */
export const isDay = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid();

/** The calendar day a time zone's clock shows now, 'YYYY-MM-DD' (the care home's today, not the browser's). */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
