import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import Notifications from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiCall } from '../../lib/api';
import { useLiveEvents, type LiveEvent } from '../../lib/live-events';
import { sharedKeys } from '../../lib/query-keys';
import { useAllowed } from '../../lib/session';
import { NotificationPopover } from './notification-popover';

/** The live events that change what the bell counts or lists. */
const CHANGES: ReadonlySet<LiveEvent['type']> = new Set([
  'message',
  'check_in',
  'message_read',
  'acknowledged',
]);

/**
 * A real count from the server (missed check-ins, call requests, unread messages), asked again when a
 * tablet sends a message, a check-in changes or a colleague opens an item (live, for the staff who hear
 * live events), and each minute. The bell opens the lists themselves.
 */
export function NotificationBadge() {
  const queryClient = useQueryClient();
  const staff = useAllowed(RESIDENTS_ACCESS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  useLiveEvents((event) => {
    // A fetch in flight may have read before the change, so it is restarted (not joined): the count is one
    // small request, and after a burst the last one stands. (Lists use refetchAfterLiveEvent, which is not
    // in the shell's weight.)
    if (CHANGES.has(event.type)) void queryClient.invalidateQueries({ queryKey: ['notifications'] });
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
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
          aria-expanded={anchor !== null}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Badge badgeContent={total} color="error" max={99}>
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationPopover
        id={popoverId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        staff={staff}
        counts={data}
      />
    </>
  );
}
