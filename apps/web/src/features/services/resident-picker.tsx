import { Autocomplete, Box, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { useResidentSearch } from './services-api';

/** The resident a booking is for, as the picker shows them. */
export interface PickedResident {
  user_id: number;
  name: string;
  facility_id: number | null;
  facility_name: string | null;
}

interface Props {
  id: string;
  value: PickedResident | null;
  onChange: (resident: PickedResident | null) => void;
  error: string | undefined;
}

/**
 * A resident picked by name: what is typed asks the residents list's own search (name, Acorn id or room)
 * once typing pauses, so every resident of the user's groups can be found, not only a first page.
 */
export function ResidentPicker({ id, value, onChange, error }: Props) {
  const [typed, setTyped] = useState('');
  const search = useResidentSearch(useDebounced(typed, 300));
  const options: PickedResident[] = (search.data?.items ?? []).map((r) => ({
    user_id: r.user_id,
    name: [r.firstname, r.surname].filter(Boolean).join(' ') || `Resident ${r.user_id}`,
    facility_id: r.facility_id,
    facility_name: r.facility_name,
  }));
  return (
    <Autocomplete
      id={id}
      value={value}
      options={options}
      // The server has searched already; the list is what it answered.
      filterOptions={(found) => found}
      getOptionLabel={(r) => r.name}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      loading={search.isFetching}
      onChange={(_, picked) => onChange(picked)}
      onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
      noOptionsText={typed.trim() ? 'No resident by that name' : 'Type a name'}
      renderOption={({ key: _key, ...rest }, r) => (
        <Box component="li" key={r.user_id} {...rest} sx={{ display: 'block !important' }}>
          <div>{r.name}</div>
          {r.facility_name && (
            <Box component="div" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
              {r.facility_name}
            </Box>
          )}
        </Box>
      )}
      renderInput={(input) => (
        <TextField
          {...input}
          label="Resident"
          required
          error={error !== undefined}
          helperText={error ?? value?.facility_name ?? undefined}
        />
      )}
    />
  );
}
