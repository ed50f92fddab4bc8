import { screenAccess } from '@acorn/domain/access';
import type { ReportFacility } from '@acorn/domain/facility-reports';
import { Alert, Box, LinearProgress, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Screen } from '../../components/screen';
import { ApiError } from '../../lib/api';
import { useAllowed } from '../../lib/session';
import { MonthPicker, monthLabel } from './month-picker';
import { reportKeys, type ReportKind } from './reports-api';
import { useReportAddress } from './use-report-address';

interface Answer {
  facility: ReportFacility;
  month: string;
}

interface Props<T extends Answer> {
  title: string;
  kind: ReportKind;
  fetch: (facilityId: number, month?: string) => Promise<T>;
  /** Beside the month (the CSV download), once the answer is there. */
  actions?: (answer: T) => ReactNode;
  children: (answer: T) => ReactNode;
}

/** Said when there is no facility to show: none named, or one that is not (or not the user's) to see. */
function NoFacility({ named }: { named: boolean }) {
  const mayList = useAllowed(screenAccess('/reports'));
  return (
    <Alert severity="info" sx={{ maxWidth: 640 }}>
      {named
        ? 'This facility’s reports cannot be shown: it does not exist, or it is not one of yours.'
        : 'Choose a facility to see its report.'}{' '}
      {mayList && (
        <Link component={RouterLink} to="/reports">
          See the facilities’ reports
        </Link>
      )}
    </Alert>
  );
}

/**
 * What both reports share: the facility from the address (its name from the navigation state at once,
 * then the answer's), the month picker, and the calm states: no facility, another group's, loading, a
 * refusal said in the server's words.
 */
export function ReportFrame<T extends Answer>({ title, kind, fetch, actions, children }: Props<T>) {
  const { facilityId, month, stateName, setMonth } = useReportAddress();
  const { data, error } = useQuery({
    queryKey: reportKeys.report(kind, facilityId ?? 0, month),
    queryFn: () => fetch(facilityId!, month),
    enabled: facilityId !== null,
  });
  const missing = facilityId === null || (error instanceof ApiError && error.status === 404);
  const name = data?.facility.name ?? stateName;
  const shown = data?.month ?? month;
  return (
    <Screen title={title}>
      {missing ? (
        <NoFacility named={facilityId !== null} />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <Typography component="p" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }}>
              <span>{name ?? 'Facility'}</span>
              {shown && (
                <Typography component="span" color="text.secondary">
                  {' · '}
                  {monthLabel(shown)}
                </Typography>
              )}
            </Typography>
            <MonthPicker value={shown} timeZone={data?.facility.time_zone} onChange={setMonth} />
            {data && actions?.(data)}
          </Box>
          {error ? (
            <Alert severity="warning">{error.message}</Alert>
          ) : data ? (
            children(data)
          ) : (
            <LinearProgress aria-label={`Loading the ${kind} report`} />
          )}
        </>
      )}
    </Screen>
  );
}
