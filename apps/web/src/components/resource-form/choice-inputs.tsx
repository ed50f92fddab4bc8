import { Autocomplete, Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { Choice, ChoiceCodec, LookupSource } from '../resource-table/field-input';
import { useGroupChoices, useLookupValues } from '../resource-table/lookup-query';

interface Props {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  required: boolean;
}

const shared = ({ id, label, error, required }: Props) => ({
  id,
  label,
  required,
  fullWidth: true,
  error: error !== undefined,
  helperText: error,
});

/** One of a fixed set, by the name people read. */
export function ChoiceInput(props: Props & { choices: readonly Choice[] }) {
  const { value, onChange, choices } = props;
  const index = choices.findIndex((c) => c.value === value);
  return (
    <TextField
      {...shared(props)}
      select
      value={index < 0 ? '' : String(index)}
      onChange={(e) => onChange(e.target.value === '' ? null : choices[Number(e.target.value)]!.value)}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {choices.map((c, i) => (
        <MenuItem key={String(c.value)} value={String(i)}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Role 1's group, picked by name. */
export function GroupInput(props: Props) {
  return <ChoiceInput {...props} choices={useGroupChoices()} />;
}

/** Several of a fixed set (a group's permissions, a user's roles): checkboxes in a list. */
export function MultiInput(props: Props & { choices: readonly Choice<number>[]; codec: ChoiceCodec }) {
  const { value, onChange, choices, codec } = props;
  const chosen = codec.toList(value);
  const name = (v: number) => choices.find((c) => c.value === v)?.label ?? String(v);
  return (
    <TextField
      {...shared(props)}
      select
      value={chosen}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (list) => (list as number[]).map(name).join(', '),
        },
      }}
      onChange={(e) => {
        // A multiple select answers its list, though the text field's type says string.
        const picked: unknown = e.target.value;
        onChange(codec.fromList(Array.isArray(picked) ? picked.map(Number) : []));
      }}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          <Checkbox checked={chosen.includes(c.value)} tabIndex={-1} />
          <ListItemText primary={c.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Text picked from the server's list (order numbers, Acorn IDs) or typed. */
export function LookupInput(props: Props & { source: LookupSource }) {
  return <SuggestInput {...props} options={useLookupValues(props.source)} />;
}

/** Text typed, or picked from `options` as it is typed (time zones). */
export function SuggestInput(props: Props & { options: readonly string[] }) {
  const { value, onChange, options } = props;
  const text = (value as string | null) ?? '';
  return (
    <Autocomplete
      // The input's own id: the form moves focus to a field by it when its rule fails.
      id={props.id}
      freeSolo
      options={options}
      inputValue={text}
      // Only a real change is written back: the picker also reports its own resets.
      onInputChange={(_, typed) => typed !== text && onChange(typed)}
      renderInput={(input) => <TextField {...input} {...shared(props)} />}
    />
  );
}
