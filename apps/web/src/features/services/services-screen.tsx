import { SERVICES_CALENDAR, type Appointment } from '@acorn/domain/activities';
import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import Add from '@mui/icons-material/Add';
import { Alert, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { windowOf } from '../../components/calendar/calendar-basics';
import { Screen } from '../../components/screen';
import { useModule } from '../../lib/use-module';
import { calendarItemOf } from './appointment-event';
import type { AppointmentEditing } from './appointment-form';
import { useServicesAddress } from './services-address';
import { useAppointments } from './services-api';
import { ServicesCalendar, type SlotChoice } from './services-calendar';
import { ServicesFilters } from './services-filters';
import { defaultTimes, TimeZoneNote } from './services-times';
import { useMoves } from './use-moves';

// The form (its inputs and date pickers) loads when a time or a booking is first chosen.
const loadForm = () => import('./appointment-form');

const HINT = {
  pointer:
    'Click a time, or drag across several, to book it. Click a booking to edit it; drag it to move it.',
  touch: 'Press and hold a time to book it. Tap a booking to edit it.',
};

/**
 * The services calendar (spec doc 2 §2.5; issue 20): bookings of the hairdresser, physiotherapist,
 * chiropractor and doctor for the residents of the user's groups, 9:00 to 17:00, by day (a column per
 * service) or week. Booked, edited, moved and deleted here; each resident's tablet is told by the server.
 */
export function ServicesScreen({ title }: { title: string }) {
  const address = useServicesAddress();
  const { view } = address;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const touch = useMediaQuery('(pointer: coarse)');
  const shownView = phone ? 'day' : view.view;
  const columns = phone ? view.services.slice(0, 1) : view.services;
  const date = dayjs(view.date).toDate();
  const [from, to] = windowOf(date, shownView);
  const answer = useAppointments({ from, to, services: columns, facility_id: view.facility_id });
  const facilities = answer.data?.facilities ?? [];
  const moves = useMoves();
  const { placed } = moves;
  const items = useMemo(
    () => (answer.data?.items ?? []).map((a) => calendarItemOf(placed(a))),
    [answer.data, placed],
  );
  const [editing, setEditing] = useState<AppointmentEditing | null>(null);
  const form = useModule(loadForm, editing !== null);
  const zoneOf = (facilityId: number | null) =>
    facilities.find((f) => f.facility_id === facilityId)?.time_zone ?? DEFAULT_TIME_ZONE;
  const oneService = columns.length === 1 ? columns[0]! : null;
  const add = (slot: SlotChoice) =>
    setEditing({
      mode: 'add',
      preset: {
        service: slot.service ?? oneService,
        start_time: slot.start.toISOString(),
        end_time: slot.end.toISOString(),
      },
    });
  const edit = (appointment: Appointment) => setEditing({ mode: 'update', appointment });

  return (
    <Screen title={title}>
      <Stack spacing={1.5}>
        <ServicesFilters view={view} facilities={facilities} phone={phone} onChange={address.change} />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="body2">{touch ? HINT.touch : HINT.pointer}</Typography>
          <Button
            variant="contained"
            startIcon={<Add />}
            sx={{ flexShrink: 0 }}
            onClick={() => add({ service: oneService, ...defaultTimes(date) })}
          >
            Add appointment
          </Button>
        </Stack>
        <TimeZoneNote
          facilities={facilities.filter((f) => !view.facility_id || f.facility_id === view.facility_id)}
        />
        {answer.isError && <Alert severity="error">Failed to get appointments.</Alert>}
        {moves.refusal && (
          <Alert severity="error" onClose={moves.dismiss}>
            The appointment was not moved. {moves.refusal}
          </Alert>
        )}
        <ServicesCalendar
          date={date}
          view={shownView}
          views={phone ? ['day'] : SERVICES_CALENDAR.views}
          items={items}
          columns={columns}
          onNavigate={(next) => address.change({ date: dayjs(next).format('YYYY-MM-DD') })}
          onView={(next) => address.change({ view: next })}
          onAdd={add}
          onEdit={edit}
          onMove={moves.move}
        />
      </Stack>
      {editing && form && (
        <form.AppointmentForm editing={editing} zoneOf={zoneOf} onClose={() => setEditing(null)} />
      )}
    </Screen>
  );
}
