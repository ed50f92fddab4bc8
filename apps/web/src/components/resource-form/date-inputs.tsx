import { DATE_FORMATS } from '@acorn/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import { useState, type ReactNode } from 'react';

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

const field = ({ id, error, required }: Props) => ({
  textField: {
    id,
    required,
    fullWidth: true,
    error: error !== undefined,
    helperText: error,
  },
});

/**
 * The picker's own day, kept as typed: a half-typed date stays on screen and is told to the form as NaN
 * (refused on its field at Save), never as an empty date that would erase the stored one.
 */
function useTypedDay(props: Props, stored: (day: Dayjs) => string) {
  const [day, setDay] = useState<Dayjs | null>(() => (props.value ? dayjs(String(props.value)) : null));
  const change = (next: Dayjs | null) => {
    setDay(next);
    props.onChange(next === null ? null : next.isValid() ? stored(next) : Number.NaN);
  };
  return [day, change] as const;
}

/** A 'YYYY-MM-DD' date, typed or picked as DD.MM.YYYY. */
export function DateInput(props: Props) {
  const { label, disabled } = props;
  const [day, change] = useTypedDay(props, (d) => d.format(DATE_FORMATS.isoDate));
  return (
    <DatePicker
      label={label}
      format={DATE_FORMATS.date}
      value={day}
      onChange={change}
      disabled={disabled ?? false}
      slotProps={field(props)}
    />
  );
}

/** An instant, typed or picked in local time as DD.MM.YYYY HH:mm on a 24-hour clock; stored as ISO 8601. */
export function DateTimeInput(props: Props) {
  const { label, disabled } = props;
  const [day, change] = useTypedDay(props, (d) => d.toISOString());
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMATS.date} HH:mm`}
      ampm={false}
      value={day}
      onChange={change}
      disabled={disabled ?? false}
      slotProps={field(props)}
    />
  );
}
