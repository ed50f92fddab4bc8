import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { useDebounced } from '../../lib/use-debounced';

export interface Person {
  id: number;
  /** How the person is shown: a name, and what tells two of the same name apart. */
  label: string;
}

interface Props {
  label: string;
  value: Person | null;
  onChange: (person: Person | null) => void;
  /** The server's own list, asked as the user types: '/v1/acorn/portal-users?q=…'. */
  search: (text: string) => Promise<Person[]>;
  queryKey: string;
}

/** One person picked by typing part of their name, from a list the server searches. */
export function PersonPicker({ label, value, onChange, search, queryKey }: Props) {
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

type Page<T> = { items: T[] };
const query = (text: string, extra: Record<string, string>) =>
  new URLSearchParams({ ...extra, ...(text.trim() ? { q: text.trim() } : {}) }).toString();

/** Portal users (staff and family members) by name or email. */
export const searchPortalUsers = async (text: string): Promise<Person[]> =>
  (
    await api<Page<{ user_id: number; firstname: string; surname: string; email: string }>>(
      `/v1/acorn/portal-users?${query(text, { page_size: '20', sort: 'surname', order: 'asc' })}`,
    )
  ).items.map((u) => ({ id: u.user_id, label: `${u.firstname} ${u.surname} (${u.email})` }));

/** Residents by name. */
export const searchResidents = async (text: string): Promise<Person[]> =>
  (
    await api<Page<{ user_id: number; firstname: string | null; surname: string | null }>>(
      `/v1/acorn/residents?${query(text, {})}`,
    )
  ).items.map((r) => ({
    id: r.user_id,
    label: `${[r.firstname, r.surname].filter(Boolean).join(' ') || 'Resident'} (#${r.user_id})`,
  }));
