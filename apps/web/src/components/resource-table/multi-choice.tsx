import { Box, Checkbox, Chip, ListItemText, MenuItem, Select } from '@mui/material';
import {
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';

export interface Choice {
  value: number;
  label: string;
}

/** How a stored value (a list, or a bit mask) becomes the chosen values and back. */
export interface ChoiceCodec {
  toList: (stored: unknown) => number[];
  fromList: (chosen: number[]) => unknown;
}

export const listCodec: ChoiceCodec = {
  toList: (stored) => (Array.isArray(stored) ? stored.map(Number) : []),
  fromList: (chosen) => chosen,
};

/** A bit mask (group permissions): each choice's value is one bit. */
export const bitsCodec = (choices: readonly Choice[]): ChoiceCodec => ({
  toList: (stored) => choices.filter((c) => (Number(stored) & c.value) === c.value).map((c) => c.value),
  fromList: (chosen) => chosen.reduce((mask, bit) => mask | bit, 0),
});

function MultiChoiceEdit({
  id,
  field,
  value,
  choices,
  codec,
  label,
}: GridRenderEditCellParams & { choices: readonly Choice[]; codec: ChoiceCodec; label: string }) {
  const api = useGridApiContext();
  const chosen = codec.toList(value);
  const name = (v: number) => choices.find((c) => c.value === v)?.label ?? String(v);
  return (
    <Select<number[]>
      multiple
      fullWidth
      value={chosen}
      inputProps={{ 'aria-label': label }}
      onChange={(e) => {
        const list = (e.target.value as number[]).map(Number);
        void api.current.setEditCellValue({ id, field, value: codec.fromList(list) });
      }}
      renderValue={(list) => list.map(name).join(', ')}
      sx={{ height: '100%' }}
    >
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          <Checkbox checked={chosen.includes(c.value)} tabIndex={-1} />
          <ListItemText primary={c.label} />
        </MenuItem>
      ))}
    </Select>
  );
}

/**
 * Several of a fixed set (a user's roles, a group's permissions): named checkboxes in a list while editing,
 * chips when shown.
 */
export function multiChoiceColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  choices: readonly Choice[],
  codec: ChoiceCodec = listCodec,
): GridColDef<R> {
  const name = (v: number) => choices.find((c) => c.value === v)?.label ?? String(v);
  return {
    field,
    headerName,
    minWidth: 260,
    flex: 1.5,
    editable: true,
    sortable: false,
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', height: '100%' }}>
        {codec.toList(value).map((v) => (
          <Chip key={v} size="small" label={name(v)} />
        ))}
      </Box>
    ),
    renderEditCell: (params) => (
      <MultiChoiceEdit {...params} choices={choices} codec={codec} label={headerName} />
    ),
  };
}
