import { Chip } from '@mui/material';
import { MAINTENANCE_STATUS_COLOURS, type MaintenanceStatus } from '@acorn/domain/maintenance';

// The spec's orange, blue, green and grey, dark enough for white text to pass WCAG AA (≥ 4.5:1).
const SHADES: Record<string, string> = {
  orange: '#b45309',
  blue: '#1d4ed8',
  green: '#15803d',
  grey: '#4b5563',
};

/** A job's status as its coloured badge, the word always on it (never the colour alone). */
export function JobStatusChip({ status }: { status: MaintenanceStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      sx={{ color: '#fff', bgcolor: SHADES[MAINTENANCE_STATUS_COLOURS[status]] }}
    />
  );
}
