import { SERVICES_CALENDAR, type AppointmentFacility } from '@acorn/domain/activities';
import { Typography } from '@mui/material';
import dayjs from 'dayjs';

/**
 * Where Add appointment starts: the next whole hour when the day shown is today and within the hours,
 * else 10:00 on the day shown; half an hour long. The form lets it be changed.
 */
export function defaultTimes(shown: Date): { start: Date; end: Date } {
  const now = dayjs();
  const next = now.add(1, 'hour').startOf('hour');
  const today = dayjs(shown).isSame(now, 'day');
  const start =
    today && next.hour() >= SERVICES_CALENDAR.minHour && next.hour() < SERVICES_CALENDAR.maxHour
      ? next
      : dayjs(shown).startOf('day').hour(10);
  return { start: start.toDate(), end: start.add(30, 'minute').toDate() };
}

const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The calendar shows this device's clock; a booking's hours are judged on its facility's. When they
 * differ, the page says so, else a 09:00 refused at a facility five hours behind would puzzle.
 */
export function TimeZoneNote({ facilities }: { facilities: readonly AppointmentFacility[] }) {
  const here = deviceZone();
  const elsewhere = facilities.filter((f) => f.time_zone !== here);
  if (elsewhere.length === 0) return null;
  const zones = [...new Set(elsewhere.map((f) => f.time_zone))].join(', ');
  return (
    <Typography variant="body2" color="text.secondary">
      Times are shown on this device’s clock ({here}). Bookings keep to 09:00–17:00 at each resident’s
      facility ({zones}).
    </Typography>
  );
}
