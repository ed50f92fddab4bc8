import { CHECK_IN_STATES, type CheckInCounts, type ResidentsPage } from '@acorn/domain/residents';
import { Box, Checkbox, FormControlLabel, FormGroup, MenuItem, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../lib/use-debounced';
import { CHECK_IN_LOOK } from './check-in-chip';
import type { ResidentsView } from './residents-api';

const COUNT_OF: Record<number, keyof CheckInCounts> = {
  0: 'default',
  1: 'pending',
  2: 'failed',
  3: 'success',
};
const SORTS = [
  { value: 'name-asc', label: 'Name (A–Z)' },
  { value: 'name-desc', label: 'Name (Z–A)' },
  { value: 'facility-asc', label: 'Facility' },
  { value: 'check_in-desc', label: 'Check-In (Success first)' },
  { value: 'check_in-asc', label: 'Check-In (Default first)' },
  { value: 'acorn_id-asc', label: 'Acorn ID' },
] as const;

interface Props {
  view: ResidentsView;
  onChange: (change: Partial<ResidentsView>) => void;
  page: ResidentsPage | undefined;
}

/** Search (asked once typing pauses), Facility, Check-In states with their counts, and the sort. */
export function ResidentsFilters({ view, onChange, page }: Props) {
  const [typed, setTyped] = useState(view.q);
  const settled = useDebounced(typed, 300);
  useEffect(() => {
    if (settled !== view.q) onChange({ q: settled });
    // Only a settled search is sent; the address changing the view (Back, a link) is read below.
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  const toggle = (state: number, on: boolean) =>
    onChange({ check_in: on ? [...view.check_in, state].sort() : view.check_in.filter((s) => s !== state) });

  return (
    <Box component="section" aria-label="Filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
      <TextField
        type="search"
        size="small"
        label="Search"
        placeholder="Name, Acorn ID or room"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        sx={{ flex: '1 1 14rem' }}
      />
      <TextField
        select
        size="small"
        label="Facility"
        value={view.facility_id ?? ''}
        onChange={(e) => onChange({ facility_id: e.target.value === '' ? null : Number(e.target.value) })}
        sx={{ flex: '1 1 12rem' }}
        // 'All facilities' is a choice of its own, shown as one rather than as an empty box.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All facilities</MenuItem>
        {(page?.facilities ?? []).map((f) => (
          <MenuItem key={f.facility_id} value={f.facility_id}>
            {f.name} ({f.residents})
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort by"
        value={`${view.sort}-${view.order}`}
        onChange={(e) => {
          const [sort, order] = e.target.value.split('-') as [ResidentsView['sort'], ResidentsView['order']];
          onChange({ sort, order });
        }}
        sx={{ flex: '1 1 12rem' }}
      >
        {SORTS.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <FormGroup row role="group" aria-label="Check-In status" sx={{ flexBasis: '100%', columnGap: 1 }}>
        {CHECK_IN_STATES.map(({ value, label }) => (
          <FormControlLabel
            key={value}
            label={`${label} (${page?.check_in_counts[COUNT_OF[value]!] ?? 0})`}
            control={
              <Checkbox
                checked={view.check_in.includes(value)}
                onChange={(e) => toggle(value, e.target.checked)}
                sx={{ color: CHECK_IN_LOOK[value]!.fg, '&.Mui-checked': { color: CHECK_IN_LOOK[value]!.fg } }}
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}
