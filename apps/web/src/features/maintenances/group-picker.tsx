import { MenuItem, TextField } from '@mui/material';
import { useGroupChoices } from '../../components/resource-table/lookup-query';

/** Role 1's choice of the group whose rules are shown (its own until it picks another). */
export function GroupPicker({ value, onChange }: { value: number | null; onChange: (id: number) => void }) {
  const groups = useGroupChoices();
  const known = groups.some((g) => g.value === value);
  return (
    <TextField
      select
      label="Group"
      size="small"
      fullWidth
      value={known ? value : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={{ mb: 2 }}
    >
      {groups.map((g) => (
        <MenuItem key={g.value} value={g.value}>
          {g.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
