import { formatDate } from '../../lib/format';

// Times on the dashboard are the facility's clock, not the browser's: staff in Dublin looking at Toronto
// see Toronto's 09:00. Dates are the portal's one date format (DD.MM.YYYY).

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    const options = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    } as const;
    try {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      // A zone this browser does not know: UTC, rather than a screen that fails.
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'UTC' });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** An instant on the facility's clock: its day ('YYYY-MM-DD') and time ('HH:mm'). */
export function onClock(iso: string, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/**
 * When an activity runs, on the facility's clock: '09:00–10:00' on the day itself, with the date of a
 * start or an end that falls on another day ('19.11.2026 18:00–01:00').
 */
export function timeRange(start: string, end: string, day: string, timeZone: string): string {
  const from = onClock(start, timeZone);
  const to = onClock(end, timeZone);
  const at = (point: { day: string; time: string }) =>
    point.day === day ? point.time : `${formatDate(point.day)} ${point.time}`;
  return `${at(from)}–${at(to)}`;
}
