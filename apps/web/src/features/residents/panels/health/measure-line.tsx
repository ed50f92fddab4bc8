import {
  HEALTH_MEASURE_INFO,
  type HealthMeasure,
  type HealthSummary,
  type UnitSystem,
} from '@acorn/domain/health';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import WarningAmber from '@mui/icons-material/WarningAmber';
import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format';
import { flagText, trendOf, valueText, type Trend } from './health-words';

const TREND_ICON: Record<Trend, ReactNode> = {
  up: <TrendingUp fontSize="small" />,
  down: <TrendingDown fontSize="small" />,
  same: <TrendingFlat fontSize="small" />,
};

interface Props {
  measure: HealthMeasure;
  summary: HealthSummary;
  /** Named when an accordion holds several measures (heart rate and blood pressure). */
  labelled: boolean;
  /** Whether to say when it was taken (once for the accordion when all were taken together). */
  timed: boolean;
}

/**
 * One measure's latest value as a line: the value in the facility's units, its flag in words and colour,
 * its trend in words beside an arrow, and when it was taken.
 */
export function MeasureLine({ measure, summary, labelled, timed }: Props) {
  const latest = summary.latest[measure];
  const units: UnitSystem = summary.units;
  const label = labelled ? `${HEALTH_MEASURE_INFO[measure].label}: ` : '';
  if (!latest)
    return (
      <Typography variant="body2" color="text.secondary">
        {label}No reading yet
      </Typography>
    );
  const flag = flagText(measure, latest.flag, summary.ranges[measure], units);
  const trend = trendOf(measure, latest, units);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {label}
        {valueText(measure, latest.value, units)}
      </Typography>
      {flag && (
        <Chip
          size="small"
          variant="outlined"
          color={latest.flag ? 'error' : 'success'}
          icon={latest.flag ? <WarningAmber /> : <CheckCircleOutline />}
          label={flag}
          sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
        />
      )}
      {trend && (
        <Typography
          component="span"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {TREND_ICON[trend.trend]}
          {trend.text}
        </Typography>
      )}
      {timed && (
        <Typography component="span" variant="body2" color="text.secondary">
          taken {formatDateTime(latest.timestamp)}
        </Typography>
      )}
    </Box>
  );
}
