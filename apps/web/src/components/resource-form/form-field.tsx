import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { FieldInput } from '../resource-table/field-input';
import { ChoiceInput, GroupInput, LookupInput, MultiInput, SuggestInput } from './choice-inputs';
import { DateInput, DateTimeInput } from './date-inputs';
import { NumberInput } from './number-input';

export interface FieldProps {
  id: string;
  label: string;
  input: FieldInput;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The spec's message for this field, from the last Save. */
  error: string | undefined;
  required: boolean;
}

/** One field of the form, typed as its kind says. */
export function FormField(props: FieldProps) {
  const { id, label, input, value, onChange, error, required } = props;
  const text = { id, label, required, fullWidth: true, error: error !== undefined, helperText: error };
  switch (input.kind) {
    case 'text':
      return (
        <TextField
          {...text}
          type={input.type ?? 'text'}
          multiline={input.multiline ?? false}
          minRows={input.multiline ? 2 : undefined}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
    case 'decimal':
    case 'euro':
      return <NumberInput {...text} kind={input.kind} value={value} onChange={onChange} />;
    case 'date':
      return <DateInput {...props} />;
    case 'dateTime':
      return <DateTimeInput {...props} />;
    case 'boolean':
      return (
        <FormControlLabel
          label={label}
          control={<Switch id={id} checked={value === true} onChange={(e) => onChange(e.target.checked)} />}
        />
      );
    case 'choice':
      return <ChoiceInput {...props} choices={input.choices} />;
    case 'group':
      return <GroupInput {...props} />;
    case 'multi':
      return <MultiInput {...props} choices={input.choices} codec={input.codec} />;
    case 'lookup':
      return <LookupInput {...props} source={input.source} />;
    case 'suggest':
      return <SuggestInput {...props} options={input.options} />;
    case 'custom':
      return input.render({ id, label, value, onChange, error, required });
  }
}
