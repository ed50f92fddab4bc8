import { Box, Typography } from '@mui/material';
import { Screen } from '../../components/screen';
import { FacilityLinks } from './facility-links';
import { TabletUserReports } from './tablet-user-reports';

/**
 * /reports (roles 1 and 2): the Facility Monthly Reports page (spec doc 1 §2), links to each facility's
 * two report pages; then the tablet user reports generated on the server (doc 1 §3, issue 19).
 */
export function ReportsScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <Box component="section" aria-labelledby="reports-facilities" sx={{ mb: 4 }}>
        <Typography id="reports-facilities" component="h2" variant="h6" sx={{ mb: 1 }}>
          Facilities
        </Typography>
        <FacilityLinks />
      </Box>
      <Box component="section" aria-labelledby="reports-tablet-users">
        <Typography id="reports-tablet-users" component="h2" variant="h6" sx={{ mb: 1 }}>
          Tablet user reports
        </Typography>
        <TabletUserReports />
      </Box>
    </Screen>
  );
}
