// Every demo date is relative to the seed's "today", so the dashboard's today tabs always have rows.
// Local calendar days, as the domain's todayIsoDate reads them.

const pad = (n: number) => String(n).padStart(2, '0');

export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function createCalendar(today: Date) {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  return {
    /** 'YYYY-MM-DD', offset in days from today. */
    day: (offsetDays: number): string => isoDate(new Date(y, m, d + offsetDays)),
    /** An instant on a day relative to today, at a local wall-clock time. */
    at: (offsetDays: number, hours: number, minutes = 0): string =>
      new Date(y, m, d + offsetDays, hours, minutes).toISOString(),
    /** An instant some minutes before the seed's "now". */
    minutesAgo: (minutes: number): string => new Date(today.getTime() - minutes * 60_000).toISOString(),
  };
}

export type Calendar = ReturnType<typeof createCalendar>;

export function addDays(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}
