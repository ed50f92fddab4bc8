import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { formatEuro } from '../../lib/format';
import { parseDecimal, parseEuro, parseWhole } from './typed-numbers';

/** The kinds of number a box takes, each read as people type it. */
const PARSE = { number: parseWhole, decimal: parseDecimal, euro: parseEuro };
// A phone's decimal keypad has no minus sign, which a longitude needs: a fraction gets the full keyboard.
const INPUT_MODE = { number: 'numeric', decimal: 'text', euro: 'decimal' } as const;

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (value: number | null) => void;
  kind: keyof typeof PARSE;
};

/** The stored amount as text to edit: 1234.5 → '1,234.50' (what the table shows, without the sign). */
const shown = (value: unknown, euro: boolean) => {
  if (value === null || value === undefined || value === '') return '';
  return euro ? formatEuro(value).replace('€', '') : String(value);
};

/**
 * A number typed as text, so '1,234.50' or '12,50' is taken as people mean it: what is typed stays as
 * typed, and the form is told the number (NaN for what is not one, refused on its field at Save).
 */
export function NumberInput({ value, onChange, kind, ...field }: Props) {
  const euro = kind === 'euro';
  const [text, setText] = useState(() => shown(value, euro));
  return (
    <TextField
      {...field}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(PARSE[kind](event.target.value));
      }}
      slotProps={{
        htmlInput: { inputMode: INPUT_MODE[kind], ...field.slotProps?.htmlInput },
        input: euro ? { startAdornment: <InputAdornment position="start">€</InputAdornment> } : {},
      }}
    />
  );
}
