import Notifications from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useLiveEvents } from '../../lib/live-events';
import { sharedKeys } from '../../lib/query-keys';

/**
 * A real count from the server (missed check-ins, call requests, unread messages): asked again when a
 * tablet sends a message or a check-in changes (live, for the staff who hear live events), and each minute.
 */
export function NotificationBadge() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.type === 'message' || event.type === 'check_in')
      // A burst (a group check-in) joins the request already on its way rather than restarting it.
      void queryClient.invalidateQueries(
        { queryKey: sharedKeys.notificationCount },
        { cancelRefetch: false },
      );
  });
  const { data } = useQuery({
    queryKey: sharedKeys.notificationCount,
    queryFn: () => apiCall('get', '/v1/acorn/notifications/count'),
    refetchInterval: 60_000,
  });
  const total = data?.total ?? 0;
  // The accessible name carries the number the badge shows (WCAG 2.5.3), loaded or not.
  const detail = data
    ? ` (missed check-ins ${data.missed_check_ins}, call requests ${data.call_requests}, unread messages ${data.unread_messages})`
    : '';
  const label = `Notifications: ${total}${detail}`;
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label}>
        <Badge badgeContent={total} color="error" max={99}>
          <Notifications />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
