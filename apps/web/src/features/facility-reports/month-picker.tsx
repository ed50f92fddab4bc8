import { addToMonth, formatMonth, monthAt, parseMonth } from '@acorn/domain/time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, TextField } from '@mui/material';

/** How many months back the list offers; the Previous month button goes further. */
const LISTED = 24;
/** The reports' months start here (MONTH_PATTERN). */
const FIRST = '2000-01';

const MONTH_NAME = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'October 2026'. */
export const monthLabel = (month: string) => MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));

interface Props {
  /** The month shown ('YYYY-MM'); none while the server's default is still being fetched. */
  value: string | undefined;
  /** The facility's clock, which says what this month is; the browser's until the answer names it. */
  timeZone: string | undefined;
  onChange: (month: string) => void;
}

/**
 * The report's month: this month and the ones before it (never one still to come, on the facility's
 * clock), in a native list, which phones show as their own picker, with buttons a month either way.
 */
export function MonthPicker({ value, timeZone, onChange }: Props) {
  const current = monthAt(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const latest = formatMonth(current);
  const listed = Array.from({ length: LISTED }, (_, i) => formatMonth(addToMonth(current, -i)));
  const options = value && !listed.includes(value) ? [...listed, value].sort().reverse() : listed;
  const step = (delta: number) => value && formatMonth(addToMonth(parseMonth(value)!, delta));
  const earlier = step(-1);
  const later = step(1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label="Previous month"
        disabled={!earlier || earlier < FIRST}
        onClick={() => earlier && onChange(earlier)}
      >
        <ChevronLeft />
      </IconButton>
      <TextField
        select
        size="small"
        label="Month"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        {!value && <option value="">Last whole month</option>}
        {options.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
      </TextField>
      <IconButton
        aria-label="Next month"
        disabled={!later || later > latest}
        onClick={() => later && onChange(later)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
