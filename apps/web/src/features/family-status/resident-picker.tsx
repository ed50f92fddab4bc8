import type { FamilyResident } from '@acorn/domain';
import { MenuItem, TextField } from '@mui/material';

const nameOf = (r: FamilyResident) => [r.firstname, r.surname].filter(Boolean).join(' ');

/** Whose week to show, for a family member linked to more than one resident. */
export function ResidentPicker({
  residents,
  chosen,
  onChoose,
}: {
  residents: readonly FamilyResident[];
  chosen: FamilyResident;
  onChoose: (userId: number) => void;
}) {
  return (
    <TextField
      select
      label="Resident"
      value={chosen.user_id}
      onChange={(e) => onChoose(Number(e.target.value))}
      sx={{ minWidth: '16rem', maxWidth: '100%', mb: 2 }}
    >
      {residents.map((r) => (
        <MenuItem key={r.user_id} value={r.user_id}>
          {nameOf(r)}
          {r.facility_name ? `, ${r.facility_name}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
