import { Alert, Box, Button, Link, LinearProgress, Stack, Typography } from '@mui/material';
import { screenPermitted } from '@acorn/domain/access';
import type { FacilityRow } from '@acorn/domain/facilities';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { fetchAllFacilities, reportKeys } from './reports-api';

/** The two monthly report pages, each reading the facility from its URL (a bookmark) or navigation state. */
const REPORT_PAGES = [
  { path: '/activities_report', label: 'Activities Report' },
  { path: '/maintaince_report', label: 'Maintenance Report' },
] as const;

/**
 * Facility Monthly Reports (spec doc 1 §2): for each facility in the user's scope, a link to each report
 * page, the facility in its URL and, as the spec passes it, its name in the navigation state.
 */
export function FacilityLinks() {
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: reportKeys.facilities,
    queryFn: fetchAllFacilities,
  });
  if (isPending) return <LinearProgress aria-label="Loading the facilities" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The facilities could not be loaded just now.
      </Alert>
    );
  if (data.length === 0) return <Typography>No facilities yet.</Typography>;
  return (
    <Stack component="ul" aria-label="Facilities" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {data.map((facility) => (
        <FacilityRowLinks key={facility.facility_id} facility={facility} />
      ))}
    </Stack>
  );
}

function FacilityRowLinks({ facility }: { facility: FacilityRow }) {
  // Only the reports the group may read (the activities report needs its bit).
  const permissions = groupPermissionsOf(useSession());
  const pages = REPORT_PAGES.filter((report) => screenPermitted(report.path, permissions));
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 3,
        rowGap: 0.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ fontWeight: 500, flex: { xs: '1 1 100%', sm: '0 0 18rem' } }}>
        {facility.name}
      </Typography>
      {pages.map((report) => (
        <Link
          key={report.path}
          component={RouterLink}
          to={`${report.path}?facility_id=${facility.facility_id}`}
          state={{ facility: facility.name }}
        >
          {report.label}
          <Box component="span" sx={visuallyHidden}>
            {` for ${facility.name}`}
          </Box>
        </Link>
      ))}
    </Box>
  );
}
