import { Alert, Button, LinearProgress, Typography } from '@mui/material';
import { noAccessSentence, PERMISSION, permits } from '@acorn/domain/access';
import { PageNumbers } from '../../components/page-numbers';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { GenerateReport } from './generate-report';
import { ReportList } from './report-list';
import { REPORTS_PAGE_SIZE } from './reports-api';
import { useReports } from './use-reports';

/**
 * Generated reports of the group's tablet users (spec doc 1 §3): each action offered exactly when the
 * group holds its bit (READ_REPORT lists and downloads, GENERATE_REPORT, DELETE_REPORT), as the server
 * allows it.
 */
export function TabletUserReports() {
  const bits = groupPermissionsOf(useSession());
  if (!permits(bits, PERMISSION.READ_REPORT))
    return <Typography>{noAccessSentence('tablet user reports')}</Typography>;
  return (
    <Reports
      canGenerate={permits(bits, PERMISSION.GENERATE_REPORT)}
      canDelete={permits(bits, PERMISSION.DELETE_REPORT)}
    />
  );
}

function Reports({ canGenerate, canDelete }: { canGenerate: boolean; canDelete: boolean }) {
  const reports = useReports();
  const { data, isPending, isError, refetch } = reports.list;
  return (
    <>
      {canGenerate && <GenerateReport onGenerate={reports.generate} busy={reports.busy} />}
      {isPending ? (
        <LinearProgress aria-label="Loading the reports" />
      ) : isError ? (
        <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
          The reports could not be loaded just now.
        </Alert>
      ) : (
        <>
          <ReportList
            reports={data.items}
            actions={{
              download: reports.download,
              ...(canDelete ? { remove: (r, name) => void reports.remove(r, name) } : {}),
              busy: reports.busy,
            }}
          />
          <PageNumbers
            pages={Math.ceil(data.total / REPORTS_PAGE_SIZE)}
            page={reports.page}
            onPage={reports.setPage}
            what="reports"
          />
        </>
      )}
    </>
  );
}
