import { TextField } from '@mui/material';
import { useState } from 'react';

const SHOWN = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD.MM.YYYY' typed as the portal shows dates, as 'YYYY-MM-DD'; null when it is not a real day. */
export function typedDay(text: string): string | null {
  const match = SHOWN.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

interface Props {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * A day typed in the portal's one date format, DD.MM.YYYY. Not the form's date picker: a filter bar has
 * no need of a calendar, and the picker's code would put the audit log over its page-weight budget. A
 * half-typed day changes nothing until it is whole; one that is not a day says so on leaving the field.
 */
export function DayField({ label, value, onChange }: Props) {
  const [text, setText] = useState(() => (value ? value.split('-').reverse().join('.') : ''));
  const [left, setLeft] = useState(false);
  const wrong = left && text.trim() !== '' && typedDay(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      placeholder="DD.MM.YYYY"
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        setLeft(false);
        if (typed.trim() === '') onChange('');
        else {
          const day = typedDay(typed);
          if (day) onChange(day);
        }
      }}
      onBlur={() => setLeft(true)}
      error={wrong}
      helperText={wrong ? 'Write the day as DD.MM.YYYY, e.g. 02.11.2026' : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ width: { xs: 'calc(50% - 8px)', sm: 150 } }}
    />
  );
}
