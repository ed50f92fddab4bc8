import {
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  USER_TYPES,
  USER_TYPE,
  type StatusFilter,
  type UserType,
  type UsersList,
} from '@acorn/domain/residents';
import {
  Autocomplete,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  TextField,
} from '@mui/material';
import type { TabletFilters } from './tablets-api';

/** The status filter's labels, in the spec's bucket order, then Unknown (never heard from, or no tablet). */
export const BUCKET_LABELS: Record<StatusFilter, string> = STATUS_FILTER_LABELS;

/**
 * The spec's status rule: 'Show all' is on when nothing else is; choosing a status clears it; clearing
 * every status returns to it; choosing 'Show all' clears the rest.
 */
export function toggleStatus(chosen: StatusFilter[], bucket: StatusFilter | 'all', on: boolean) {
  if (bucket === 'all') return [];
  return on ? [...chosen, bucket] : chosen.filter((b) => b !== bucket);
}

interface Props {
  filters: TabletFilters;
  onChange: (filters: TabletFilters) => void;
  counts: UsersList | undefined;
  /** Role 1 alone filters by group (spec doc 2 §2.2). */
  showGroups: boolean;
  locations: string[];
  versions: string[];
}

function MultiFilter<T>({
  label,
  options,
  value,
  onChange,
  optionLabel = String,
  disabled = false,
}: {
  label: string;
  options: T[];
  value: T[];
  onChange: (value: T[]) => void;
  optionLabel?: (option: T) => string;
  disabled?: boolean;
}) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      getOptionLabel={optionLabel}
      filterSelectedOptions
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: 1 }}
    />
  );
}

/** Search, user type, group, location and version, and the status checkboxes with their counts. */
export function TabletFiltersBar({ filters, onChange, counts, showGroups, locations, versions }: Props) {
  const set = (patch: Partial<TabletFilters>) => onChange({ ...filters, ...patch });
  const groups = counts?.groups ?? [];
  const groupTitle = (id: number) => groups.find((g) => g.group_id === id)?.title ?? `Group ${id}`;
  return (
    <Box component="search" aria-label="Filter tablets" sx={{ display: 'grid', gap: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Search"
          value={filters.q}
          onChange={(e) => set({ q: e.target.value })}
          sx={{ minWidth: 200, flex: 1 }}
        />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="tablets-user-type-label">User type</InputLabel>
          <Select<UserType | ''>
            labelId="tablets-user-type-label"
            label="User type"
            value={filters.user_type ?? ''}
            onChange={(e) => {
              const value = e.target.value;
              // Groups apply to tablet users only (spec): another type leaves the group filter out.
              const user_type = value === '' ? null : (Number(value) as UserType);
              set({
                user_type,
                ...(user_type !== null && user_type !== USER_TYPE.TABLET_USER && { group_id: [] }),
              });
            }}
          >
            <MenuItem value="">All</MenuItem>
            {USER_TYPES.map((t) => (
              <MenuItem key={t.value} value={t.value}>
                {t.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {showGroups && (
          <MultiFilter
            label="Groups"
            options={groups.map((g) => g.group_id)}
            value={filters.group_id}
            optionLabel={groupTitle}
            onChange={(group_id) => set({ group_id })}
            disabled={filters.user_type !== null && filters.user_type !== USER_TYPE.TABLET_USER}
          />
        )}
        <MultiFilter
          label="Locations"
          options={locations}
          value={filters.location}
          onChange={(location) => set({ location })}
        />
        <MultiFilter
          label="Versions"
          options={versions}
          value={filters.acorn_version}
          onChange={(acorn_version) => set({ acorn_version })}
        />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend">Status</FormLabel>
        <FormGroup row>
          <FormControlLabel
            control={
              <Checkbox
                checked={filters.status.length === 0}
                onChange={(e) =>
                  e.target.checked && set({ status: toggleStatus(filters.status, 'all', true) })
                }
              />
            }
            label="Show all"
          />
          {STATUS_FILTERS.map((bucket) => (
            <FormControlLabel
              key={bucket}
              control={
                <Checkbox
                  checked={filters.status.includes(bucket)}
                  onChange={(e) => set({ status: toggleStatus(filters.status, bucket, e.target.checked) })}
                />
              }
              label={counts ? `${BUCKET_LABELS[bucket]} (${counts[bucket]})` : BUCKET_LABELS[bucket]}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Box>
  );
}
