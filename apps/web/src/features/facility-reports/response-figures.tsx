import type { MaintenanceReport } from '@acorn/domain/facility-reports';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatHours } from './report-format';
import { ReportGauge } from './report-gauge';

/** Over the target reads red (and says so in words); within it, green. */
const RED = '#c62828';
const GREEN = '#2e7d32';
const BLUE = '#1565c0';
const WEEK_HOURS = 168;

/** A gauge with its figure in words beside it, in a row that wraps on a phone. */
function Figure({ gauge, words }: { gauge: ReactNode; words: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {gauge}
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>{words}</Box>
    </Box>
  );
}

/** The average response in business hours: red over the target, and the words "over the 7-hour target". */
export function ResponseFigure({ response }: { response: MaintenanceReport['response'] }) {
  const { average_business_hours: average, over_target: over, target_business_hours: target } = response;
  const verdict = over ? `over the ${target}-hour target` : `within the ${target}-hour target`;
  const said =
    average === null ? 'No response time yet' : `${formatHours(average)} business hours, ${verdict}`;
  return (
    <Figure
      gauge={
        <ReportGauge
          label="Average response time"
          value={average}
          max={Math.max(target * 2, Math.ceil(average ?? 0))}
          valueText={said}
          text={average === null ? '—' : `${formatHours(average)} h`}
          colour={over ? RED : GREEN}
        />
      }
      words={
        <>
          <Typography sx={{ fontWeight: 700, color: over ? RED : 'text.primary' }}>
            {average === null
              ? 'No job of this month has left Pending yet.'
              : `${formatHours(average)} business hours on average: ${verdict}.`}
          </Typography>
          <Typography color="text.secondary">
            {response.responded} {response.responded === 1 ? 'job' : 'jobs'} answered;{' '}
            {response.not_responded} not answered yet (counted apart).
          </Typography>
        </>
      }
    />
  );
}

/** The average gap between requests, in clock hours (and days when it is long). */
export function BetweenFigure({ between }: { between: MaintenanceReport['between_requests'] }) {
  const hours = between.average_hours;
  const days = hours !== null && hours >= 48 ? ` (${(hours / 24).toFixed(1)} days)` : '';
  return (
    <Figure
      gauge={
        <ReportGauge
          label="Average time between requests"
          value={hours}
          max={Math.max(WEEK_HOURS, Math.ceil(hours ?? 0))}
          valueText={hours === null ? 'Fewer than two jobs' : `${formatHours(hours)} hours${days}`}
          text={hours === null ? '—' : `${formatHours(hours)} h`}
          colour={BLUE}
        />
      }
      words={
        <Typography sx={{ fontWeight: 700 }}>
          {hours === null
            ? 'Fewer than two jobs this month: no time between requests.'
            : `${formatHours(hours)} hours${days} on average between requests, over ${between.gaps} ${between.gaps === 1 ? 'gap' : 'gaps'}.`}
        </Typography>
      }
    />
  );
}
