import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import {
  ACTIVITY_CALENDAR,
  toCalendarEvent,
  type CalendarEvent,
  type PublicEvent,
} from '@acorn/domain/activities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Calendar, type EventProps, type View } from 'react-big-calendar';
import {
  calendarLocalizer as localizer,
  DayHeader,
  hourToday as hour,
  windowOf,
} from '../../components/calendar/calendar-basics';
import { resourceKeys } from '../../components/resource-table/resource-api';
import { apiCall } from '../../lib/api';

type Event = CalendarEvent & { activity: PublicEvent };

const MIN = hour(ACTIVITY_CALENDAR.minHour);
const MAX = hour(ACTIVITY_CALENDAR.maxHour);

function EventContent({ event }: EventProps<Event>) {
  return (
    <Box sx={{ fontSize: '0.8rem', lineHeight: 1.25 }}>
      <strong>{event.title}</strong>
      <div>{event.location}</div>
      <div>{event.description}</div>
    </Box>
  );
}

type Times = Pick<PublicEvent, 'start_time' | 'end_time'>;

// What to do, as the hand does it: a finger's tap on a time scrolls the calendar, only a press held on it
// chooses it (the library's long press), so a phone is told so.
const POINTER_HINT = {
  add: 'Click a time, or drag across several, to add an activity there.',
  edit: 'Click an activity to edit it.',
};
const TOUCH_HINT = {
  add: 'Press and hold a time to add an activity there.',
  edit: 'Tap an activity to edit it.',
};

/** Default times for Add: the next whole hour, for an hour. */
function nextHour(): Times {
  const start = dayjs().add(1, 'hour').startOf('hour');
  return { start_time: start.toISOString(), end_time: start.add(1, 'hour').toISOString() };
}

/**
 * Activities by day and week, 6:00 to 22:00, weeks from Monday. It asks the server again every 10 seconds,
 * so activities others add or change appear without a reload.
 */
export function ActivityCalendar({
  onAdd,
  onEdit,
}: {
  /** A new activity at these times (none where the role may not add). */
  onAdd?: ((times: Times) => void) | undefined;
  /** An activity chosen (none where the role may not edit). */
  onEdit?: ((activity: PublicEvent) => void) | undefined;
}) {
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(ACTIVITY_CALENDAR.defaultView);
  const [from, to] = windowOf(date, view);
  const events = useQuery({
    queryKey: [...resourceKeys.all('public-events'), 'calendar', from, to],
    queryFn: (): Promise<{ items: PublicEvent[] }> =>
      apiCall('get', '/v1/acorn/public-events/calendar', { query: { from, to } }),
    refetchInterval: ACTIVITY_CALENDAR.refreshSeconds * 1000,
    placeholderData: keepPreviousData,
  });
  const shown = useMemo<Event[]>(
    () => (events.data?.items ?? []).map((a) => ({ ...toCalendarEvent(a), activity: a })),
    [events.data],
  );
  const open = (event: Event) => onEdit?.(event.activity);
  const touch = useMediaQuery('(pointer: coarse)');

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {onAdd && (touch ? TOUCH_HINT : POINTER_HINT).add}
          {onAdd && onEdit && ' '}
          {onEdit && (touch ? TOUCH_HINT : POINTER_HINT).edit}
        </Typography>
        {onAdd && (
          <Button variant="contained" startIcon={<Add />} onClick={() => onAdd(nextHour())}>
            Add
          </Button>
        )}
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
          selectable={onAdd !== undefined}
          onSelectSlot={(slot) =>
            onAdd?.({ start_time: slot.start.toISOString(), end_time: slot.end.toISOString() })
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
