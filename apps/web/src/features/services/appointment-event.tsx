import type { Appointment, Service } from '@acorn/domain/activities';
import { Box } from '@mui/material';
import type { CSSProperties } from 'react';
import type { EventProps } from 'react-big-calendar';
import { SERVICE_LOOK } from './service-look';

/** A booking as the calendar holds it: its times as dates, its column (the service). */
export interface CalendarItem {
  appointment: Appointment;
  title: string;
  start: Date;
  end: Date;
  resourceId: Service;
}

export const RESIDENT_GONE = 'Resident removed';

export const calendarItemOf = (a: Appointment): CalendarItem => ({
  appointment: a,
  title: `${a.resident_name ?? RESIDENT_GONE}, ${a.service}`,
  start: new Date(a.start_time),
  end: new Date(a.end_time),
  resourceId: a.service,
});

/** Who, which service and who gives it: each on its own line, cut short rather than wrapped. */
export function AppointmentEvent({ event }: EventProps<CalendarItem>) {
  const a = event.appointment;
  const line: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
  return (
    <Box sx={{ fontSize: '0.8rem', lineHeight: 1.25 }}>
      <Box component="strong" sx={{ ...line, display: 'block' }}>
        {a.resident_name ?? RESIDENT_GONE}
      </Box>
      <div style={line}>{a.service}</div>
      {a.provider && <div style={line}>{a.provider}</div>}
    </Box>
  );
}

/** The service's colours on the booking, with its left bar; the library's blue goes. */
export function appointmentStyle(item: CalendarItem): { style: CSSProperties } {
  const look = SERVICE_LOOK[item.resourceId];
  return {
    style: {
      backgroundColor: look.bg,
      color: look.fg,
      border: `1px solid ${look.edge}`,
      borderLeft: `5px solid ${look.edge}`,
    },
  };
}
