import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_TEXT_MAX,
  SERVICES,
  validateAppointment,
  type Appointment,
  type AppointmentInput,
} from '@acorn/domain/activities';
import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { DatesProvider, DateTimeInput } from '../../components/resource-form/date-inputs';
import { NOT_A_DATE_TIME } from '../../components/resource-form/typed-numbers';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { visuallyHidden } from '../../components/visually-hidden';
import { ApiError } from '../../lib/api';
import { FormDrawer } from '../../components/form-drawer';
import type { PickedResident } from './resident-picker';
import { ResidentPicker } from './resident-picker';
import { inputOf, useAppointmentWrites } from './services-api';
import { useFieldForm } from '../../components/resource-form/use-field-form';

/** What the calendar asks for: a new booking at a time (and a column's service), or one of its bookings. */
export type AppointmentEditing =
  | { mode: 'add'; preset: Pick<AppointmentInput, 'service' | 'start_time' | 'end_time'> }
  | { mode: 'update'; appointment: Appointment };

type Field = keyof AppointmentInput;
type Values = Omit<AppointmentInput, 'start_time' | 'end_time'> & {
  /** ISO 8601, or NaN while the box holds a date not yet whole. */
  start_time: string | number | null;
  end_time: string | number | null;
};

const EMPTY: Values = {
  service: null,
  user_id: null,
  start_time: null,
  end_time: null,
  provider: null,
  location: null,
  notes: null,
};

const residentOf = (a: Appointment): PickedResident | null =>
  a.user_id === null
    ? null
    : {
        user_id: a.user_id,
        name: a.resident_name ?? '',
        facility_id: a.facility_id,
        facility_name: a.facility_name,
      };

interface Props {
  editing: AppointmentEditing;
  /** The resident's facility's clock, by which the hours are judged (the default for none). */
  zoneOf: (facilityId: number | null) => string;
  onClose: () => void;
}

/**
 * Add and edit a booking in a side drawer: the rules run first, in the form's order, the first failure on
 * its field; a refusal by the server (the resident is booked then) shows above the fields, the form open.
 */
export function AppointmentForm({ editing, zoneOf, onClose }: Props) {
  const prefix = useId();
  const idOf = (field: Field) => `${prefix}-${field}`;
  const dialogs = useDialogs();
  const { save, remove } = useAppointmentWrites();
  const existing = editing.mode === 'update' ? editing.appointment : null;
  const [opened] = useState<Values>(() =>
    editing.mode === 'update' ? inputOf(editing.appointment) : { ...EMPTY, ...editing.preset },
  );
  const form = useFieldForm<Values>(opened);
  const { values, error } = form;
  const [resident, setResident] = useState(() => (existing ? residentOf(existing) : null));
  const [refusal, setRefusal] = useState<string | null>(null);
  const title = existing ? 'Edit appointment' : 'Add appointment';
  const dirty = (Object.keys(values) as Field[]).some((f) => values[f] !== opened[f]);

  useEffect(() => {
    if (error) document.getElementById(idOf(error.field))?.focus();
    // Each new message moves focus once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  const change = (field: Field, value: Values[Field]) => {
    form.change(field, value);
    setRefusal(null);
  };

  async function submit(): Promise<boolean> {
    if (save.isPending) return false;
    const halfTyped = (['start_time', 'end_time'] as const).find((f) => Number.isNaN(values[f]));
    const input = values as AppointmentInput;
    const zone =
      existing && existing.user_id === input.user_id
        ? existing.time_zone
        : zoneOf(resident?.facility_id ?? null);
    const passes = form.check(() =>
      halfTyped
        ? { field: halfTyped, message: NOT_A_DATE_TIME }
        : validateAppointment(input, input.user_id == null ? null : zone),
    );
    if (!passes) return false;
    try {
      await save.mutateAsync({ id: existing?.appointment_id ?? null, body: input });
      dialogs.notify(existing ? APPOINTMENT_MESSAGES.updated : APPOINTMENT_MESSAGES.created);
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.status < 500) setRefusal(e.message);
      else await dialogs.failure(title, 'Failed to save the appointment. Try again later.', e);
      return false;
    }
  }

  async function deleteIt(): Promise<boolean> {
    const sure = await dialogs.confirm({
      title: `Delete appointment of ${existing?.resident_name ?? 'this resident'}?`,
      text: 'Are you sure you want to do this?',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure || !existing) return false;
    try {
      await remove.mutateAsync(existing.appointment_id);
      dialogs.notify(APPOINTMENT_MESSAGES.deleted);
      return true;
    } catch (e) {
      await dialogs.failure(title, 'Failed to delete the appointment.', e);
      return false;
    }
  }

  const fieldError = form.errorOf;
  const text = (field: 'provider' | 'location' | 'notes', label: string, multiline = false) => (
    <TextField
      id={idOf(field)}
      label={label}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      value={values[field] ?? ''}
      onChange={(e) => change(field, e.target.value)}
      slotProps={{ htmlInput: { maxLength: APPOINTMENT_TEXT_MAX[field] } }}
    />
  );

  return (
    <FormDrawer
      title={title}
      dirty={dirty}
      busy={save.isPending || remove.isPending}
      onSubmit={submit}
      onDelete={existing ? deleteIt : undefined}
      onClose={onClose}
    >
      <Box role="alert" sx={visuallyHidden}>
        {error?.message}
      </Box>
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id={idOf('service')}
          select
          required
          label="Service"
          value={values.service ?? ''}
          onChange={(e) => change('service', e.target.value || null)}
          error={fieldError('service') !== undefined}
          helperText={fieldError('service')}
        >
          {SERVICES.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <ResidentPicker
          id={idOf('user_id')}
          value={resident}
          onChange={(picked) => {
            setResident(picked);
            change('user_id', picked?.user_id ?? null);
          }}
          error={fieldError('user_id')}
        />
        <DatesProvider>
          {(['start_time', 'end_time'] as const).map((field) => (
            <DateTimeInput
              key={field}
              id={idOf(field)}
              label={field === 'start_time' ? 'Start' : 'End'}
              value={values[field]}
              onChange={(v) => change(field, v)}
              error={fieldError(field)}
              required
            />
          ))}
        </DatesProvider>
        {text('provider', 'Provider')}
        {text('location', 'Location')}
        {text('notes', 'Notes', true)}
      </Box>
    </FormDrawer>
  );
}
