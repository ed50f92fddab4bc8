import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import type { Person } from './person';

export interface PersonSearchProps {
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  /** The server's own list, asked as the user types: '/v1/acorn/portal-users?q=…'. */
  search: (text: string) => Promise<Person[]>;
  queryKey: string;
}

/** One person picked by typing part of their name, from a list the server searches. */
export function PersonSearch({ label, value, onChange, search, queryKey }: PersonSearchProps) {
  const [text, setText] = useState('');
  const typed = useDebounced(text, 300);
  const found = useQuery({
    queryKey: ['audit-log', queryKey, typed],
    queryFn: () => search(typed),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      size="small"
      options={found.data ?? []}
      value={value}
      onChange={(_, person) => onChange(person)}
      onInputChange={(_, input) => setText(input)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(person) => person.label}
      // The server has searched already: every option it answered fits.
      filterOptions={(options) => options}
      loading={found.isFetching}
      noOptionsText={typed ? 'No one by that name' : 'Type a name'}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}
