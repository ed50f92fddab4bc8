import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

type Props = Pick<OutlinedInputProps, 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'required'> & {
  label: string;
};

/**
 * An outlined text field drawn as Material UI's TextField draws one (the same elements and classes,
 * `MuiTextField-root` included), without TextField's select mode: TextField imports Select, Menu, Popover
 * and the other input variants whatever it shows, ~12 KB gzip the sign-in page has no use for.
 */
export function LightTextField({ label, required, ...input }: Props) {
  const id = useId();
  return (
    <FormControl className="MuiTextField-root" required={required} fullWidth margin="normal">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} fullWidth {...input} />
    </FormControl>
  );
}
