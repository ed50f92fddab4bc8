import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { ACTIVITY_CALENDAR, toCalendarEvent, type CalendarEvent, type PublicEvent } from '@acorn/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Calendar, dayjsLocalizer, type EventProps, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { resourceKeys } from '../../components/resource-table/resource-api';
import { api } from '../../lib/api';
import '../../lib/format'; // sets the locale: weeks start on Monday
import type { ActivityDraft } from './activity-dialog';

type Event = CalendarEvent & { activity: PublicEvent };

const localizer = dayjsLocalizer(dayjs);
const hour = (h: number) => dayjs().startOf('day').hour(h).toDate();
const MIN = hour(ACTIVITY_CALENDAR.minHour);
const MAX = hour(ACTIVITY_CALENDAR.maxHour);

/** The window a view shows: the Monday-to-Sunday week, or the day. */
function windowOf(date: Date, view: View): [string, string] {
  const unit = view === 'day' ? 'day' : 'week';
  const start = dayjs(date).startOf(unit);
  return [start.toISOString(), start.add(1, unit).toISOString()];
}

function EventContent({ event }: EventProps<Event>) {
  return (
    <Box sx={{ fontSize: '0.8rem', lineHeight: 1.25 }}>
      <strong>{event.title}</strong>
      <div>{event.location}</div>
      <div>{event.description}</div>
    </Box>
  );
}

/**
 * A day's heading as plain text: the library's own marks it a table column header outside any table,
 * which screen readers cannot make sense of (axe: aria-required-parent).
 */
function DayHeader({ label }: { label: string }) {
  return <span>{label}</span>;
}

/** Default times for Add: the next whole hour, for an hour. */
function nextHour(): Pick<ActivityDraft, 'start_time' | 'end_time'> {
  const start = dayjs().add(1, 'hour').startOf('hour');
  return { start_time: start.toISOString(), end_time: start.add(1, 'hour').toISOString() };
}

/**
 * Activities by day and week, 6:00 to 22:00, weeks from Monday. It asks the server again every 10 seconds,
 * so activities others add or change appear without a reload.
 */
export function ActivityCalendar({ onOpen }: { onOpen: (draft: ActivityDraft) => void }) {
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(ACTIVITY_CALENDAR.defaultView);
  const [from, to] = windowOf(date, view);
  const events = useQuery({
    queryKey: [...resourceKeys.all('public-events'), 'calendar', from, to],
    queryFn: () =>
      api<{ items: PublicEvent[] }>(
        `/v1/acorn/public-events/calendar?${new URLSearchParams({ from, to }).toString()}`,
      ),
    refetchInterval: ACTIVITY_CALENDAR.refreshSeconds * 1000,
    placeholderData: keepPreviousData,
  });
  const shown = useMemo<Event[]>(
    () => (events.data?.items ?? []).map((a) => ({ ...toCalendarEvent(a), activity: a })),
    [events.data],
  );
  const open = (event: Event) => onOpen(event.activity);
  const blank = { county: 'All', title: '', location: '', description: '' };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          Choose a time to add an activity there, or an activity to edit it.
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => onOpen({ ...blank, ...nextHour() })}>
          Add
        </Button>
      </Stack>
      {events.isError && <Alert severity="error">Failed to get activities.</Alert>}
      {/* Activities always have times, so the all-day row (ARIA rows without cells in the library) stays hidden. */}
      <Box sx={{ height: 760, '& .rbc-allday-cell': { display: 'none' } }}>
        <Calendar<Event>
          localizer={localizer}
          culture="en-gb"
          events={shown}
          views={[...ACTIVITY_CALENDAR.views]}
          view={view}
          onView={setView}
          date={date}
          onNavigate={setDate}
          min={MIN}
          max={MAX}
          step={30}
          timeslots={2}
          selectable
          onSelectSlot={(slot) =>
            onOpen({ ...blank, start_time: slot.start.toISOString(), end_time: slot.end.toISOString() })
          }
          onSelectEvent={open}
          onKeyPressEvent={(event, e) => {
            // The library types the event loosely; a key press carries its key.
            const key = 'key' in e ? e.key : undefined;
            if (key === 'Enter' || key === ' ') open(event);
          }}
          showMultiDayTimes
          components={{ event: EventContent, header: DayHeader }}
        />
      </Box>
    </Stack>
  );
}
