import { zonedDayjs } from '@acorn/domain/time';

// Dates and times on the resident's facility clock (the profile's IANA zone; the browser's own without a
// profile yet), written out in full for older readers: '10:05', 'Friday 27 November 2026'. The zone's
// arithmetic is the domain's (subpath import: the tablet does not take the domain's barrel for it).

export interface ZonedParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: number;
  /** 'HH:mm', 24-hour. */
  time: string;
}

function clockAt(at: number, zone: string | undefined): ReturnType<typeof zonedDayjs> {
  try {
    return zonedDayjs(at, zone);
  } catch {
    // A zone this browser does not know: its own clock is better than no clock.
    return zonedDayjs(at);
  }
}

const BLANK: ZonedParts = { weekday: '', day: '', month: '', year: '', hour: 0, time: '' };

export function partsAt(at: number | string, zone?: string): ZonedParts {
  const instant = new Date(at).getTime();
  // A time that cannot be read shows as blanks rather than stopping the screen.
  if (Number.isNaN(instant)) return BLANK;
  const d = clockAt(instant, zone);
  const [weekday, month, time] = [d.format('dddd'), d.format('MMMM'), d.format('HH:mm')];
  return { weekday, day: String(d.date()), month, year: String(d.year()), hour: d.hour(), time };
}

/** 'Friday 27 November', with the year when it is not this one. */
export function dayName(p: ZonedParts, now?: ZonedParts): string {
  const day = `${p.weekday} ${p.day} ${p.month}`;
  return now && now.year === p.year ? day : `${day} ${p.year}`;
}

/** The same calendar day on the facility's clock. */
export const sameDay = (a: ZonedParts, b: ZonedParts) =>
  a.day === b.day && a.month === b.month && a.year === b.year;

/** When something arrived: 'Today at 10:05', else the day itself ('Thursday 26 November at 16:40'). */
export function whenReceived(at: string, now: number, zone?: string): string {
  const p = partsAt(at, zone);
  const today = partsAt(now, zone);
  if (sameDay(p, today)) return `Today at ${p.time}`;
  return `${dayName(p, today)} at ${p.time}`;
}

export const timeRange = (start: string, end: string, zone?: string) =>
  `${partsAt(start, zone).time} – ${partsAt(end, zone).time}`;
