import type { EventAnswer } from '@acorn/domain/activities';
import type { CalendarEntry, TabletActivity } from '@acorn/domain/tablet-link';
import { partsAt, sameDay } from '../../ui/facility-clock';

/** One line of the resident's day: an activity of the home or one of their own appointments. */
export interface TodayEntry {
  key: string;
  start: string;
  end: string;
  title: string;
  detail: string | null;
  location: string | null;
  answer: EventAnswer | null;
}

type Timed = { start_time: string; end_time: string; location: string | null };

const entry = (
  key: string,
  at: Timed,
  title: string,
  detail: string | null,
  answer: EventAnswer | null,
): TodayEntry => ({
  key,
  start: at.start_time,
  end: at.end_time,
  title,
  detail,
  location: at.location,
  answer,
});

/**
 * Today's activities and appointments in one list by start time. Both are kept to today on the
 * facility's clock: the calendar covers 28 days, and an offline tablet may be shown yesterday's activities.
 */
export function todayEntries(
  activities: TabletActivity[],
  appointments: CalendarEntry[],
  now: number,
  zone?: string,
): TodayEntry[] {
  const today = partsAt(now, zone);
  const entries = [
    ...activities.map((a) => entry(`activity-${a.public_event_id}`, a, a.title, a.category, a.answer)),
    ...appointments.map((a) => entry(`appointment-${a.appointment_id}`, a, a.service, a.provider, null)),
  ];
  return entries
    .filter((e) => sameDay(partsAt(e.start, zone), today))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
