import { Box, LinearProgress, Typography } from '@mui/material';
import type { GeneratedReport } from '@acorn/domain/reports';

const WORDS = { generating: 'Generating', ready: 'Ready', failed: 'Failed' } as const;

/** A report's state in words; while generating, a progress bar with its percentage; failed, why. */
export function ReportStatus({ report, name }: { report: GeneratedReport; name: string }) {
  if (report.status === 'generating')
    return (
      <Box sx={{ minWidth: 120 }}>
        <Typography variant="body2">
          {WORDS.generating} {report.progress}%
        </Typography>
        <LinearProgress variant="determinate" value={report.progress} aria-label={`Progress of ${name}`} />
      </Box>
    );
  return (
    <Box>
      <Typography variant="body2" color={report.status === 'failed' ? 'error' : undefined}>
        {WORDS[report.status]}
      </Typography>
      {report.failure && (
        <Typography variant="caption" color="text.secondary">
          {report.failure}
        </Typography>
      )}
    </Box>
  );
}
