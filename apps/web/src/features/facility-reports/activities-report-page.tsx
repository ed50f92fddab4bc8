import { noAccessSentence, screenPermitted } from '@acorn/domain/access';
import {
  ACTIVITIES_SCOPE_DEFINITION,
  ATTENDED_DEFINITION,
  INVITED_DEFINITION,
  RATE_DEFINITION,
  activitiesCsvName,
  type ActivitiesReport,
} from '@acorn/domain/facility-reports';
import Download from '@mui/icons-material/Download';
import { Alert, Button, Typography } from '@mui/material';
import { Screen } from '../../components/screen';
import { download } from '../../lib/api';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { ActivitiesChart } from './activities-chart';
import { ActivitiesTable } from './activities-table';
import { monthLabel } from './month-picker';
import { ReportFrame } from './report-frame';
import { Definitions, ReportSection } from './report-section';
import { activitiesCsvPath, fetchActivitiesReport } from './reports-api';
import { useAction } from '../../lib/use-action';

// The charts come in this screen's own chunk (loaded on its route only), not a lazy chunk of their own:
// one that did not also import lib/api split the shared MUI chunk and added 4 KB to every table screen.
const DEFINITIONS = [ACTIVITIES_SCOPE_DEFINITION, INVITED_DEFINITION, ATTENDED_DEFINITION, RATE_DEFINITION];

function CsvButton({ report }: { report: ActivitiesReport }) {
  const { facility, month } = report;
  const csv = useAction(() =>
    download(activitiesCsvPath(facility.facility_id, month), activitiesCsvName(facility.name, month)),
  );
  const save = () => void csv.run();
  return (
    <Button
      variant="outlined"
      startIcon={<Download />}
      onClick={save}
      disabled={csv.busy}
      sx={{ minHeight: 44 }}
    >
      Download CSV
    </Button>
  );
}

function Attendance({ report }: { report: ActivitiesReport }) {
  const empty = report.total.activities === 0;
  return (
    <>
      <ReportSection title="Attendance by activity type">
        {empty ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No activities reached {report.facility.name}’s residents in {monthLabel(report.month)}.
          </Typography>
        ) : (
          <ActivitiesChart report={report} />
        )}
        <ActivitiesTable report={report} />
      </ReportSection>
      <Definitions items={DEFINITIONS} />
    </>
  );
}

/**
 * The activities report (/activities_report, doc 2 §2.1, issue 19): a facility's attendance by activity
 * type for a month, as a bar chart and the same numbers as a table, with its CSV.
 */
export function ActivitiesReportPage({ title }: { title: string }) {
  // A group that may not read public events is refused their figures (403); the page says so instead.
  if (!screenPermitted('/activities_report', groupPermissionsOf(useSession())))
    return (
      <Screen title={title}>
        {/* NoAccess's sentence, not its component: see today-tabs.tsx. */}
        <Alert severity="info" variant="outlined">
          {noAccessSentence('activities')}
        </Alert>
      </Screen>
    );
  return (
    <ReportFrame
      title={title}
      kind="activities"
      fetch={fetchActivitiesReport}
      actions={(report) => <CsvButton report={report} />}
    >
      {(report) => <Attendance report={report} />}
    </ReportFrame>
  );
}
