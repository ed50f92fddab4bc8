import type { FamilyMaintenanceRequest, MaintenanceStatus } from '@acorn/domain/maintenance';
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ApiPicture } from '../../components/api-picture';
import { JobStatusChip } from '../../components/maintenance/status-chip';
import { formatDate } from '../../lib/format';
import { fetchRequests, requestPhotoUrl, requestsKey } from './family-maintenance-api';

/** When it was asked for, first answered, done; and whether staff may use a key. */
function factsOf(request: FamilyMaintenanceRequest): string[] {
  return [
    `Asked ${formatDate(request.created_at)}`,
    request.responded_at ? `Answered ${formatDate(request.responded_at)}` : null,
    request.completed_at ? `Done ${formatDate(request.completed_at)}` : null,
    request.key_entry_permission ? `Key entry: ${request.key_entry_permission}` : null,
  ].filter((fact) => fact !== null);
}

function RequestCard({ request, userId }: { request: FamilyMaintenanceRequest; userId: number }) {
  const headingId = useId();
  const photo = requestPhotoUrl(userId, request.maintenance_id);
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId} data-request={request.maintenance_id}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography
              id={headingId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, mr: 'auto' }}
            >
              {request.title ?? 'Untitled request'}
            </Typography>
            <JobStatusChip status={request.status as MaintenanceStatus} />
          </Stack>
          {request.description && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {request.description}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {factsOf(request).join(' · ')}
          </Typography>
        </Box>
        {request.has_photo && (
          <ApiPicture
            path={photo}
            alt={`Photo sent with ${request.title ?? 'this request'} (opens in a new tab)`}
            sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 1 }}
            opensInNewTab
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The member's own requests for the resident, newest first; fresh again whenever the page is returned to. */
export function RequestList({ userId }: { userId: number }) {
  const { data, error } = useQuery({
    queryKey: requestsKey(userId),
    queryFn: () => fetchRequests(userId),
    // Staff move a job on while the member is elsewhere: coming back to the page asks again.
    refetchOnWindowFocus: true,
  });
  return (
    <Box component="section" aria-labelledby="requests-heading">
      <Typography id="requests-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Your requests
      </Typography>
      {error ? (
        <Alert severity="error">Failed to get your requests.</Alert>
      ) : !data ? null : data.length === 0 ? (
        <Typography color="text.secondary">You have not asked for anything yet.</Typography>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          aria-labelledby="requests-heading"
          sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 720 }}
        >
          {data.map((request) => (
            <RequestCard key={request.maintenance_id} request={request} userId={userId} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
