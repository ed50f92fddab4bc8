import type { FamilyWeek } from '@acorn/domain/family';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Button, Stack, Typography } from '@mui/material';
import { formatDate } from '../../lib/format';
import { addDays } from './week-days';

/**
 * 'Week of 23.11.2026' with Previous week and Next week; there is no week after this one to look at
 * (nothing is recorded there yet), so Next stops at this week.
 */
export function WeekNav({ week, onWeek }: { week: FamilyWeek; onWeek: (monday: string | null) => void }) {
  const latest = week.week_start >= week.this_week;
  const next = addDays(week.week_start, 7);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Typography component="h2" variant="h5" sx={{ mr: 'auto' }} aria-live="polite">
        Week of {formatDate(week.week_start)}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<ChevronLeft />}
        onClick={() => onWeek(addDays(week.week_start, -7))}
        sx={{ minHeight: 44 }}
      >
        Previous week
      </Button>
      <Button
        variant="outlined"
        endIcon={<ChevronRight />}
        disabled={latest}
        onClick={() => onWeek(next >= week.this_week ? null : next)}
        sx={{ minHeight: 44 }}
      >
        Next week
      </Button>
    </Stack>
  );
}
