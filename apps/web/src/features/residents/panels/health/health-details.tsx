import {
  HEALTH_RANGES,
  type HealthRange,
  type HealthReading,
  type HealthSummary,
  type UnitSystem,
} from '@acorn/domain/health';
import Close from '@mui/icons-material/Close';
import {
  Alert,
  AppBar,
  Box,
  Button,
  Dialog,
  DialogContent,
  IconButton,
  LinearProgress,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { chartDataOf } from './chart-data';
import { seriesQuery } from './health-api';
import { HealthChart } from './health-chart';
import { CHART_GROUPS } from './health-groups';
import { HistoryTable } from './history-table';
import { ReadingDialog } from './reading-dialog';

const RANGE_LABEL: Record<HealthRange, string> = {
  '7d': '7 days',
  '30d': '30 days',
  '90d': '90 days',
  '1y': '1 year',
};

interface Props {
  userId: number;
  name: string;
  units: UnitSystem;
  /** The resident's normal ranges (metric), drawn on the charts. */
  ranges: HealthSummary['ranges'];
  range: HealthRange;
  onRange: (range: HealthRange) => void;
  onClose: () => void;
}

/**
 * More Details (spec doc 2 §2.1): the readings of a period as line charts, each with its table, and every
 * reading in a paged history where a current one can be corrected. Its own chunk, with the charts' code.
 */
export function HealthDetails({ userId, name, units, ranges, range, onRange, onClose }: Props) {
  const [correcting, setCorrecting] = useState<HealthReading | null>(null);
  const series = useQuery({ ...seriesQuery(userId, range), placeholderData: keepPreviousData });
  const period = `last ${RANGE_LABEL[range]}`;
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="health-details-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography id="health-details-title" component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }}>
            Health · {name}
          </Typography>
          <IconButton edge="end" aria-label="Close" onClick={onClose} sx={{ width: 48, height: 48 }}>
            <Close />
          </IconButton>
        </Toolbar>
      </AppBar>
      <DialogContent>
        <ToggleButtonGroup
          exclusive
          value={range}
          onChange={(_, next: HealthRange | null) => next && onRange(next)}
          aria-label="Period"
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {HEALTH_RANGES.map((r) => (
            <ToggleButton key={r} value={r} sx={{ minHeight: 44, textTransform: 'none' }}>
              {RANGE_LABEL[r]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ height: 4, mb: 1 }}>
          {series.isFetching && <LinearProgress aria-label="Loading the charts" />}
        </Box>
        {series.isError && !series.data ? (
          <Alert severity="info" action={<Button onClick={() => void series.refetch()}>Retry</Button>}>
            The charts could not be loaded just now.
          </Alert>
        ) : (
          series.data && (
            <>
              <Typography role="status" sx={{ mb: 2 }}>
                {series.data.readings === 0
                  ? `No readings in the ${period}.`
                  : `${series.data.readings} ${series.data.readings === 1 ? 'reading' : 'readings'} in the ${period}.`}
                {series.data.downsampled && ' Each point is the average of the readings in its period.'}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 3,
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                }}
              >
                {CHART_GROUPS.map((group) => (
                  <HealthChart
                    key={group.title}
                    data={chartDataOf(group, series.data, ranges)}
                    period={period}
                    downsampled={series.data.downsampled}
                  />
                ))}
              </Box>
            </>
          )
        )}
        <Typography component="h3" variant="h6" sx={{ mt: 4, mb: 1 }}>
          History
        </Typography>
        {/* Asked once the charts have their answer: on the embedded database the two would queue. */}
        <HistoryTable userId={userId} units={units} ready={!series.isPending} onCorrect={setCorrecting} />
      </DialogContent>
      {correcting && (
        <ReadingDialog
          userId={userId}
          units={units}
          correcting={correcting}
          onClose={() => setCorrecting(null)}
        />
      )}
    </Dialog>
  );
}

export { ChartsWarmUp } from './charts-warm-up';
