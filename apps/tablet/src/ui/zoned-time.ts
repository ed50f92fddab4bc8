// Dates and times on the resident's facility clock (the profile's IANA zone; the browser's own without a
// profile yet), written out in full for older readers: '10:05', 'Friday 27 November 2026'.

export interface ZonedParts {
  weekday: string;
  day: string;
  month: string;
  year: string;
  hour: number;
  /** 'HH:mm', 24-hour. */
  time: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const options: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

function formatIn(zone: string | undefined): Intl.DateTimeFormat {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    } catch {
      // A zone this browser does not know: its own clock is better than no clock.
      format = new Intl.DateTimeFormat('en-GB', options);
    }
    formats.set(key, format);
  }
  return format;
}

export function partsAt(at: number | string, zone?: string): ZonedParts {
  const date = new Date(at);
  const parts: Record<string, string> = {};
  // A time that cannot be read shows as blanks rather than stopping the screen.
  if (!Number.isNaN(date.getTime()))
    for (const part of formatIn(zone).formatToParts(date)) parts[part.type] = part.value;
  return {
    weekday: parts.weekday ?? '',
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: Number(parts.hour ?? 0),
    time: parts.hour ? `${parts.hour}:${parts.minute}` : '',
  };
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
