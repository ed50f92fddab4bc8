import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { formatEuro } from '../../lib/format';
import { parseEuro, parseWhole } from './typed-numbers';

type Props = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (value: number | null) => void;
  euro?: boolean;
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
export function NumberInput({ value, onChange, euro = false, ...field }: Props) {
  const [text, setText] = useState(() => shown(value, euro));
  return (
    <TextField
      {...field}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange((euro ? parseEuro : parseWhole)(event.target.value));
      }}
      slotProps={{
        htmlInput: { inputMode: euro ? 'decimal' : 'numeric', ...field.slotProps?.htmlInput },
        input: euro ? { startAdornment: <InputAdornment position="start">€</InputAdornment> } : {},
      }}
    />
  );
}
