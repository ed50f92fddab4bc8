import Notifications from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

interface Counts {
  missed_check_ins: number;
  call_requests: number;
  unread_messages: number;
  total: number;
}

/** A real count from the server (missed check-ins, call requests, unread messages), refreshed each minute. */
export function NotificationBadge() {
  const { data } = useQuery({
    queryKey: ['notifications', 'count'],
    queryFn: () => api<Counts>('/v1/acorn/notifications/count'),
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
