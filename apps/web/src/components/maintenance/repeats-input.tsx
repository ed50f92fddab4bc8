import { MenuItem, TextField } from '@mui/material';
import {
  DEFAULT_RECURRENCE,
  MAINTENANCE_RECURRENCES,
  type MaintenanceRecurrence,
} from '@acorn/domain/maintenance';
import type { CustomInputProps } from '../resource-table/field-input';

const LABELS: Record<MaintenanceRecurrence, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** How often a job repeats, in words: 'Weekly', 'Monthly', or nothing for a one-off job. */
export const repeatsText = (value: unknown): string =>
  typeof value === 'string' && value in LABELS ? LABELS[value as MaintenanceRecurrence] : '';

/**
 * Weekly or Monthly. A recurring job not yet told shows the server's default (monthly), which is what it
 * will be saved as, rather than an empty choice.
 */
export function RepeatsInput({ id, label, value, onChange, error, required }: CustomInputProps) {
  return (
    <TextField
      id={id}
      label={label}
      select
      fullWidth
      required={required}
      value={(value as MaintenanceRecurrence | null) ?? DEFAULT_RECURRENCE}
      onChange={(e) => onChange(e.target.value)}
      error={error !== undefined}
      helperText={error ?? 'The next one opens when this one is marked Done.'}
    >
      {MAINTENANCE_RECURRENCES.map((r) => (
        <MenuItem key={r} value={r}>
          {LABELS[r]}
        </MenuItem>
      ))}
    </TextField>
  );
}
