import WarningAmber from '@mui/icons-material/WarningAmber';
import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate } from '../../lib/format';
import { familyStatusKeys, fetchFamilyHealth } from './family-status-api';

/** The resident's latest value of each measure and whether it is in their normal range, in words. */
export function HealthCard({ userId }: { userId: number }) {
  const headingId = useId();
  const health = useQuery({
    queryKey: familyStatusKeys.health(userId),
    queryFn: () => fetchFamilyHealth(userId),
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
          Health summary
        </Typography>
        {health.isPending ? (
          <LinearProgress aria-label="Loading the health summary" />
        ) : health.isError ? (
          <Alert severity="info">The health summary could not be loaded just now.</Alert>
        ) : health.data.items.length === 0 ? (
          <Typography color="text.secondary">No readings yet.</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {health.data.items.map((v) => (
              <Box component="li" key={v.measure}>
                <Typography>
                  {v.label}: <strong>{v.value_text}</strong>
                </Typography>
                {v.flag_text && (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    {v.flag && <WarningAmber fontSize="small" sx={{ color: 'warning.dark' }} aria-hidden />}
                    <Typography variant="body2">{v.flag_text}</Typography>
                  </Stack>
                )}
                <Typography variant="body2" color="text.secondary">
                  {formatDate(v.day)} at {v.time}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
