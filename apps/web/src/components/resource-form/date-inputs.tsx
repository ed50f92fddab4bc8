import { DATE_FORMATS } from '@acorn/domain';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: string | null) => void;
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

/** A 'YYYY-MM-DD' date, typed or picked as DD.MM.YYYY. */
export function DateInput(props: Props) {
  const { value, onChange, label, disabled } = props;
  return (
    <DatePicker
      label={label}
      format={DATE_FORMATS.date}
      value={value ? dayjs(String(value)) : null}
      onChange={(day) => onChange(day && day.isValid() ? day.format(DATE_FORMATS.isoDate) : null)}
      disabled={disabled ?? false}
      slotProps={field(props)}
    />
  );
}

/** An instant, typed or picked in local time as DD.MM.YYYY HH:mm on a 24-hour clock; stored as ISO 8601. */
export function DateTimeInput(props: Props) {
  const { value, onChange, label, disabled } = props;
  return (
    <DateTimePicker
      label={label}
      format={`${DATE_FORMATS.date} HH:mm`}
      ampm={false}
      value={value ? dayjs(String(value)) : null}
      onChange={(day) => onChange(day && day.isValid() ? day.toISOString() : null)}
      disabled={disabled ?? false}
      slotProps={field(props)}
    />
  );
}
