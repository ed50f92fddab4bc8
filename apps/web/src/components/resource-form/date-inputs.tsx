import { DATE_FORMATS } from '@acorn/domain/shared';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

interface Props {
  id: string;
  label: string;
  value: unknown;
  /** The date as stored, null for none, NaN for a date not (yet) whole. */
  onChange: (value: string | number | null) => void;
  error: string | undefined;
  required: boolean;
  disabled?: boolean;
}

/** Weeks from Monday and a 24-hour clock, as everywhere in the portal. */
export const DatesProvider = ({ children }: { children: ReactNode }) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
    {children}
  </LocalizationProvider>
);

const field = ({ id, error, required }: Props, shown: RefObject<HTMLInputElement | null>) => ({
  textField: {
    id,
    inputRef: shown,
    required,
    fullWidth: true,
    error: error !== undefined,
    helperText: error,
  },
});

/**
 * The picker's own day, kept as typed: a half-typed date stays on screen and is told to the form as NaN
 * (refused on its field at Save), never as an empty date that would erase the stored one. The picker
 * reports a date with an emptied section ('03.MM.2025') as no date at all, so after each render a field
 * that still shows text while its day is none counts as half-typed; `shown` is the field's text (its
 * hidden input, empty when every section is).
 */
function useTypedDay(props: Props, stored: (day: Dayjs) => string) {
  const [day, setDay] = useState<Dayjs | null>(() => (props.value ? dayjs(String(props.value)) : null));
  const shown = useRef<HTMLInputElement>(null);
  const halfTyped = useRef(false);
  const change = (next: Dayjs | null) => {
    setDay(next);
    halfTyped.current = false;
    props.onChange(next === null ? null : next.isValid() ? stored(next) : Number.NaN);
  };
  useLayoutEffect(() => {
    if (day !== null || halfTyped.current || !shown.current?.value) return;
    halfTyped.current = true;
    props.onChange(Number.NaN);
  });
  return [day, change, shown] as const;
}

/** A 'YYYY-MM-DD' date, typed or picked as DD.MM.YYYY. */
export function DateInput(props: Props) {
  const { label, disabled } = props;
  const [day, change, shown] = useTypedDay(props, (d) => d.format(DATE_FORMATS.isoDate));
  return (
    <DatePicker
      label={label}
      format={DATE_FORMATS.date}
      value={day}
      onChange={change}
      disabled={disabled ?? false}
      slotProps={field(props, shown)}
    />
  );
}

/** An instant, typed or picked in local time as DD.MM.YYYY HH:mm on a 24-hour clock; stored as ISO 8601. */
export function DateTimeInput(props: Props) {
  const { label, disabled } = props;
  const [day, change, shown] = useTypedDay(props, (d) => d.toISOString());
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMATS.date} HH:mm`}
      ampm={false}
      value={day}
      onChange={change}
      disabled={disabled ?? false}
      slotProps={field(props, shown)}
    />
  );
}
