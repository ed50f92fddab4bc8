import { dayIn, weekday, zonedInstant, type DayNumber } from './zoned-time';

/** The maintenance report's working week (issue 19): Monday to Friday, 09:00 to 17:00 on the facility's clock. */
export const BUSINESS_HOURS = { opens: 9, closes: 17 } as const;

/** The definition as the report page and the docs state it. */
export const BUSINESS_HOURS_DEFINITION =
  'Business hours are Monday to Friday, 09:00 to 17:00 on the facility’s own clock (its time zone, ' +
  'summer time included). Evenings, nights and weekends do not count; public holidays are not taken out.';

const HOUR_MS = 3_600_000;
/** A whole business day: clocks change at night or at weekends, never between 09:00 and 17:00. */
const DAY_OPEN_MS = (BUSINESS_HOURS.closes - BUSINESS_HOURS.opens) * HOUR_MS;

const isBusinessDay = (day: DayNumber) => weekday(day) >= 1 && weekday(day) <= 5;

/** When the facility opens and closes on `day`, as instants (each looked up on that day's own clock). */
function openingOf(day: DayNumber, timeZone: string): [number, number] {
  return [
    zonedInstant(day, BUSINESS_HOURS.opens, timeZone),
    zonedInstant(day, BUSINESS_HOURS.closes, timeZone),
  ];
}

/**
 * The business time between two instants, in ms: how much of [from, to) falls in business hours on the
 * clock of `timeZone`. Zero when `to` is not after `from`. The first and last days are measured on their
 * own clock; each whole weekday between counts eight hours.
 */
export function businessMilliseconds(from: Date, to: Date, timeZone: string): number {
  const start = from.getTime();
  const end = to.getTime();
  if (!(end > start)) return 0;
  const first = dayIn(start, timeZone);
  const last = dayIn(end, timeZone);
  const within = (day: DayNumber) => {
    if (!isBusinessDay(day)) return 0;
    const [open, close] = openingOf(day, timeZone);
    return Math.max(0, Math.min(end, close) - Math.max(start, open));
  };
  if (first === last) return within(first);
  let total = within(first) + within(last);
  for (let day = first + 1; day < last; day++) if (isBusinessDay(day)) total += DAY_OPEN_MS;
  return total;
}

/** The business time between two instants in hours (fractions kept). */
export const businessHoursBetween = (from: Date, to: Date, timeZone: string): number =>
  businessMilliseconds(from, to, timeZone) / HOUR_MS;

/**
 * The instant `hours` business hours after `from` (before it, when negative): the other end of a span
 * whose businessHoursBetween is `hours`. Zero hours answer `from` itself.
 */
export function shiftByBusinessHours(from: Date, hours: number, timeZone: string): Date {
  let left = Math.abs(hours) * HOUR_MS;
  if (left === 0) return new Date(from);
  const forward = hours > 0;
  let at = from.getTime();
  for (let day = dayIn(at, timeZone); ; day += forward ? 1 : -1) {
    if (!isBusinessDay(day)) continue;
    const [open, close] = openingOf(day, timeZone);
    const begin = forward ? Math.max(at, open) : Math.min(at, close);
    const room = forward ? close - begin : begin - open;
    if (room <= 0) continue;
    if (left <= room) return new Date(forward ? begin + left : begin - left);
    left -= room;
    at = forward ? close : open;
  }
}
