import { FAMILY_MESSAGES, type FamilyResident } from '@acorn/domain/family';
import { Alert, CircularProgress, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { residentName, useFamilyResident } from './family-residents';

interface Props {
  /** What the page says while nothing loaded: 'Failed to get …' in the spec's style. */
  failed: string;
  children: (resident: FamilyResident) => ReactNode;
}

/**
 * A family page's frame: its resident (a picker when the member has several, the choice kept in the
 * address), and calm words while loading, on failure, or when the account has no resident yet.
 */
export function ForFamilyResident({ failed, children }: Props) {
  const { residents, resident, choose, isPending, error } = useFamilyResident();
  if (isPending) return <CircularProgress aria-label="Loading" />;
  if (error) return <Alert severity="error">{failed}</Alert>;
  if (!resident) return <Alert severity="info">{FAMILY_MESSAGES.noResidents}</Alert>;
  return (
    <>
      {residents.length > 1 && (
        <TextField
          select
          label="Resident"
          value={resident.user_id}
          onChange={(e) => choose(Number(e.target.value))}
          sx={{ mb: 3, minWidth: 260, maxWidth: '100%' }}
        >
          {residents.map((r) => (
            <MenuItem key={r.user_id} value={r.user_id}>
              {residentName(r)}
              {r.facility_name ? ` · ${r.facility_name}` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      {/* A new resident is a new page: nothing typed for one carries over to another. */}
      <div key={resident.user_id}>{children(resident)}</div>
    </>
  );
}
