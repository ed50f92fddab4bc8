import { SERVICES_CALENDAR, type Appointment, type Service } from '@acorn/domain/activities';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import { Calendar, type View } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { calendarLocalizer, DayHeader, hourToday } from '../../components/calendar/calendar-basics';
import { AppointmentEvent, appointmentStyle, type CalendarItem } from './appointment-event';
import type { ServicesViewName } from './services-address';

interface Column {
  id: Service;
  title: string;
}

// The addon is CommonJS: the build hands over its exports object (the function is its `default`), the
// dev server and the types the function itself.
const exported: unknown = dragAndDrop;
const withDragAndDrop = (
  typeof exported === 'function' ? exported : (exported as { default: unknown }).default
) as typeof dragAndDrop;
// With the drag-and-drop addon: a booking is moved by dragging it and lengthened by its lower edge.
const DragAndDropCalendar = withDragAndDrop<CalendarItem, Column>(Calendar);
const MIN = hourToday(SERVICES_CALENDAR.minHour);
const MAX = hourToday(SERVICES_CALENDAR.maxHour);

/** A time chosen for a new booking: the column's service where the view has columns. */
export interface SlotChoice {
  service: Service | null;
  start: Date;
  end: Date;
}

export interface MoveChoice {
  item: CalendarItem;
  start: Date;
  end: Date;
  service: Service;
}

interface Props {
  date: Date;
  view: ServicesViewName;
  items: readonly CalendarItem[];
  /** The services given a column each in the Day view (one on a phone). */
  columns: readonly Service[];
  onNavigate: (date: Date) => void;
  onView: (view: ServicesViewName) => void;
  onAdd: (slot: SlotChoice) => void;
  onEdit: (appointment: Appointment) => void;
  onMove: (move: MoveChoice) => void;
  views: readonly ServicesViewName[];
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The services calendar, 9:00 to 17:00, weeks from Monday. The Day view gives each service a column; the
 * Week view gives each day one (seven times four columns are too narrow to read at 1280 px), each booking
 * naming its service in its own colours. A free time is chosen by clicking or dragging over it; a booking
 * opens by click, Enter or Space, and moves by dragging.
 */
export function ServicesCalendar(props: Props) {
  const { date, view, items, columns, onAdd, onEdit, onMove } = props;
  const byColumn = view === 'day';
  const move = (kind: 'move' | 'resize') => (args: EventInteractionArgs<CalendarItem>) => {
    const column = kind === 'move' && byColumn ? (args.resourceId as Service | undefined) : undefined;
    onMove({
      item: args.event,
      start: asDate(args.start),
      end: asDate(args.end),
      service: column ?? args.event.resourceId,
    });
  };
  return (
    // Bookings always have times, so the all-day row (ARIA rows without cells in the library) stays hidden.
    // A booking reached by Tab scrolls into view below the top bar, not beneath it.
    <Box
      sx={{
        height: { xs: 640, md: 880 },
        '& .rbc-allday-cell': { display: 'none' },
        '& .rbc-event': { scrollMarginTop: 80 },
      }}
    >
      <DragAndDropCalendar
        localizer={calendarLocalizer}
        culture="en-gb"
        events={[...items]}
        views={[...props.views]}
        view={view}
        onView={(next: View) => props.onView(next === 'day' ? 'day' : 'week')}
        date={date}
        onNavigate={props.onNavigate}
        min={MIN}
        max={MAX}
        step={15}
        timeslots={4}
        selectable
        onSelectSlot={(slot) =>
          onAdd({
            service: byColumn ? ((slot.resourceId as Service | undefined) ?? null) : null,
            start: slot.start,
            // A click names one quarter of an hour; a booking starts at half an hour, the form changes it.
            end: slot.action === 'select' ? slot.end : dayjs(slot.start).add(30, 'minute').toDate(),
          })
        }
        onSelectEvent={(item) => onEdit(item.appointment)}
        onKeyPressEvent={(item, e) => {
          const key = 'key' in e ? e.key : undefined;
          if (key === 'Enter' || key === ' ') onEdit(item.appointment);
        }}
        onEventDrop={move('move')}
        onEventResize={move('resize')}
        resizable
        {...(byColumn && {
          resources: columns.map((id) => ({ id, title: id })),
          resourceIdAccessor: 'id' as const,
          resourceTitleAccessor: 'title' as const,
        })}
        eventPropGetter={appointmentStyle}
        components={{ event: AppointmentEvent, header: DayHeader }}
      />
    </Box>
  );
}
