import type { ResidentEvent } from '@acorn/domain/activities';
import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../../lib/format';

/** One activity as a list item: what, when and where, then what concerns the resident. */
export function EventCard({ event, children }: { event: ResidentEvent; children: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {event.title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mb: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
      >
        {[
          ['What', event.category ?? 'Activity'],
          ['When', `${formatDateTime(event.start_time)} to ${formatDateTime(event.end_time)}`],
          ['Where', event.location],
        ].map(([term, detail]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {detail}
            </Typography>
          </Box>
        ))}
      </Box>
      {children}
    </Paper>
  );
}
