import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@acorn/domain/audit';
import { Box, Button, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { DayField } from './day-field';
import { searchPortalUsers, searchResidents, type Person } from './person';
import { PersonSearch } from './person-search';

export interface AuditFilters {
  actor: Person | null;
  resident: Person | null;
  action: AuditAction | '';
  /** Calendar days, 'YYYY-MM-DD', both included; '' for no bound. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: null, resident: null, action: '', from: '', to: '' };

/** The first instant of a local calendar day, as the API takes one. */
const startOf = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, m! - 1, d! + plusDays).toISOString();
};

/** The filters as the list's query: the 'to' day is included, so the bound is the next day's start. */
export function auditQuery(f: AuditFilters): Record<string, string> {
  return {
    ...(f.actor ? { actor_user_id: String(f.actor.id) } : {}),
    ...(f.resident ? { resident_id: String(f.resident.id) } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.from ? { from: startOf(f.from) } : {}),
    ...(f.to ? { to: startOf(f.to, 1) } : {}),
  };
}

interface Props {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  /** Back to no filters (the screen draws a fresh bar: the date inputs keep what was typed in them). */
  onClear: () => void;
}

/** Person, resident, action and days: each applies at once and is sent to the server. */
export function AuditFiltersBar({ filters, onChange, onClear }: Props) {
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const day = (label: string, key: 'from' | 'to') => (
    <DayField label={label} value={filters[key]} onChange={(value) => set({ [key]: value })} />
  );
  const any = JSON.stringify(filters) !== JSON.stringify(NO_AUDIT_FILTERS);
  return (
    <Box
      component="search"
      aria-label="Filter the audit log"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <PersonSearch
        label="Person"
        value={filters.actor}
        onChange={(actor) => set({ actor })}
        search={searchPortalUsers}
        queryKey="people"
      />
      <PersonSearch
        label="Resident"
        value={filters.resident}
        onChange={(resident) => set({ resident })}
        search={searchResidents}
        queryKey="residents"
      />
      <FormControl size="small" sx={{ minWidth: 160, flex: { xs: 1, sm: 'none' } }}>
        <InputLabel id="audit-action-label">Action</InputLabel>
        <Select<AuditAction | ''>
          labelId="audit-action-label"
          label="Action"
          value={filters.action}
          onChange={(e) => set({ action: e.target.value as AuditAction | '' })}
        >
          <MenuItem value="">All</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {day('From', 'from')}
      {day('To', 'to')}
      {any && (
        <Button onClick={onClear} sx={{ minHeight: 40 }}>
          Clear filters
        </Button>
      )}
    </Box>
  );
}
