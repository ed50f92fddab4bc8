import {
  BETWEEN_REQUESTS_DEFINITION,
  JOBS_SCOPE_DEFINITION,
  RESPONSE_DEFINITION,
  type MaintenanceReport,
} from '@acorn/domain/facility-reports';
import { BUSINESS_HOURS_DEFINITION } from '@acorn/domain/time';
import { Box, Typography } from '@mui/material';
import { monthLabel } from './month-picker';
import { ReportFrame } from './report-frame';
import { Definitions, ReportSection } from './report-section';
import { fetchMaintenanceReport } from './reports-api';
import { BetweenFigure, ResponseFigure } from './response-figures';
import { StatusDonut } from './status-donut';
import { StatusTable } from './status-table';

// The charts come in this screen's own chunk (loaded on its route only), not a lazy chunk of their own:
// one that did not also import lib/api split the shared MUI chunk and added 4 KB to every table screen.
// The business hours are stated under the response's gauge.
const DEFINITIONS = [JOBS_SCOPE_DEFINITION, RESPONSE_DEFINITION, BETWEEN_REQUESTS_DEFINITION];

function Jobs({ report }: { report: MaintenanceReport }) {
  return (
    <>
      <ReportSection title="Jobs by status">
        {report.jobs === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No jobs were created at {report.facility.name} in {monthLabel(report.month)}.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box sx={{ width: 240, maxWidth: '100%' }}>
              <StatusDonut report={report} />
            </Box>
            <StatusTable report={report} />
          </Box>
        )}
      </ReportSection>
      <ReportSection title="Average response time">
        <ResponseFigure response={report.response} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: 800 }}>
          {BUSINESS_HOURS_DEFINITION}
        </Typography>
      </ReportSection>
      <ReportSection title="Average time between requests">
        <BetweenFigure between={report.between_requests} />
      </ReportSection>
      <Definitions items={DEFINITIONS} />
    </>
  );
}

/**
 * The maintenance report (/maintaince_report, the spec's spelling; doc 2 §2.1, issue 19): a facility's
 * jobs of a month by status, the average response in business hours (red over the target, said in
 * words too) and the average time between requests.
 */
export function MaintenanceReportPage({ title }: { title: string }) {
  return (
    <ReportFrame title={title} kind="maintenance" fetch={fetchMaintenanceReport}>
      {(report) => <Jobs report={report} />}
    </ReportFrame>
  );
}
