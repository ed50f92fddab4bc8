import {
  GLANCE_FIGURES,
  GLANCE_LABELS,
  type DashboardGlance,
  type GlanceFigure,
} from '@acorn/domain/dashboard';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

interface Facility {
  facility_id: number;
  name: string;
}

// Where each figure is acted on, and the words saying what the link opens. Only the residents screen
// takes filters in its address (facility, check-in state); the tablets and maintenance screens open whole
// and are filtered there, and their links say so.
const TARGETS: Record<GlanceFigure, (f: Facility) => { to: string; opens: string }> = {
  failed_check_ins: (f) => ({
    to: `/users?facility_id=${f.facility_id}&check_in=2`,
    opens: `Open Residents: ${f.name}, check-in Failed`,
  }),
  tablets_offline: () => ({ to: '/tablets', opens: 'Open Tablets (all statuses)' }),
  open_jobs: () => ({ to: '/maintenance', opens: 'Open Maintenances (every job)' }),
  overdue_jobs: () => ({ to: '/maintenance', opens: 'Open Maintenances (every job)' }),
  tablet_jobs: () => ({ to: '/maintenance', opens: 'Open Maintenances (every job)' }),
};

/** The five at-a-glance figures, each a link to the screen that acts on it. */
export function GlanceStrip({
  facility,
  glance,
}: {
  facility: Facility;
  glance: DashboardGlance | undefined;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
        At a glance
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, 1fr)',
            lg: 'repeat(5, 1fr)',
          },
        }}
      >
        {GLANCE_FIGURES.map((figure) => {
          const { to, opens } = TARGETS[figure](facility);
          const value = glance?.[figure];
          return (
            <Card component="li" variant="outlined" key={figure}>
              <CardActionArea component={RouterLink} to={to} sx={{ p: 1.5, height: '100%' }}>
                <Typography component="span" variant="h4" sx={{ display: 'block' }}>
                  {value ?? '…'}
                </Typography>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {GLANCE_LABELS[figure]}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="primary"
                  sx={{ display: 'block', mt: 0.5 }}
                >
                  {opens}
                </Typography>
              </CardActionArea>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
