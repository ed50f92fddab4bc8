import { Box, Chip } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { Choice, ChoiceCodec, ResourceColumn } from './field-input';

export const listCodec: ChoiceCodec = {
  toList: (stored) => (Array.isArray(stored) ? stored.map(Number) : []),
  fromList: (chosen) => chosen,
};

/** A bit mask (group permissions): each choice's value is one bit. */
export const bitsCodec = (choices: readonly Choice<number>[]): ChoiceCodec => ({
  toList: (stored) => choices.filter((c) => (Number(stored) & c.value) === c.value).map((c) => c.value),
  fromList: (chosen) => chosen.reduce((mask, bit) => mask | bit, 0),
});

/** The chosen values as chips, by name. */
export function ChoiceChips({ names }: { names: readonly string[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', height: '100%' }}>
      {names.map((name) => (
        <Chip key={name} size="small" label={name} />
      ))}
    </Box>
  );
}

/** Several of a fixed set (a group's permissions): chips when shown, named checkboxes in the form. */
export function multiChoiceColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  choices: readonly Choice<number>[],
  codec: ChoiceCodec = listCodec,
): ResourceColumn<R> {
  const names = (value: unknown) =>
    codec.toList(value).map((v) => choices.find((c) => c.value === v)?.label ?? String(v));
  return {
    field,
    headerName,
    minWidth: 260,
    flex: 1.5,
    sortable: false,
    input: { kind: 'multi', choices, codec },
    renderCell: ({ value }) => <ChoiceChips names={names(value)} />,
    text: (row) => names(row[field]).join(', '),
  };
}
