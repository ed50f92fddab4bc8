import dayjs from 'dayjs';
import { dayjsLocalizer, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import '../../lib/format'; // sets the locale: weeks start on Monday

// What the portal's calendars (activities, services) share: the library's localizer on the portal's
// locale, its stylesheet, and the headings made readable to screen readers. Imported only by the lazily
// loaded calendar screens, never by the shell.

export const calendarLocalizer = dayjsLocalizer(dayjs);

/** Today at `h`:00, for a calendar's first and last hour (the library reads only the time of day). */
export const hourToday = (h: number) => dayjs().startOf('day').hour(h).toDate();

/** The window a view shows: the Monday-to-Sunday week, or the day. */
export function windowOf(date: Date, view: View): [string, string] {
  const unit = view === 'day' ? 'day' : 'week';
  const start = dayjs(date).startOf(unit);
  return [start.toISOString(), start.add(1, unit).toISOString()];
}

/**
 * A day's heading as plain text: the library's own marks it a table column header outside any table,
 * which screen readers cannot make sense of (axe: aria-required-parent).
 */
export function DayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}
