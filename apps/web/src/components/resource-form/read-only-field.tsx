import { TextField } from '@mui/material';
import type { FieldInput } from '../resource-table/field-input';
import { useGroupChoices } from '../resource-table/lookup-query';
import { displayValue } from './display-value';

interface Props {
  id: string;
  label: string;
  input: FieldInput | undefined;
  value: unknown;
  /** Why it cannot be changed here, read with the field. */
  note: string;
}

const ReadOnlyText = ({
  id,
  label,
  text,
  note,
}: {
  id: string;
  label: string;
  text: string;
  note: string;
}) => (
  <TextField
    id={id}
    label={label}
    fullWidth
    value={text}
    helperText={note}
    slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
  />
);

function GroupReadOnly({ value, ...field }: Omit<Props, 'input'>) {
  const name = useGroupChoices().find((g) => g.value === value)?.label ?? '';
  return <ReadOnlyText {...field} text={name} />;
}

/** A field shown but not typed: derived by the server, or outside what this role may change. */
export function ReadOnlyField({ input, value, ...field }: Props) {
  return input?.kind === 'group' ? (
    <GroupReadOnly {...field} value={value} />
  ) : (
    <ReadOnlyText {...field} text={displayValue(input, value)} />
  );
}
