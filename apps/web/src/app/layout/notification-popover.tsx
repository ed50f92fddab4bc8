import type { NotificationItem, NotificationItems } from '@acorn/domain/residents';
import {
  Alert,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { acknowledgeItem, fetchNotificationItems, itemLink } from '../../lib/notifications-api';
import { sharedKeys } from '../../lib/query-keys';

type Counts = Record<'missed_check_ins' | 'call_requests' | 'unread_messages', number>;

const SECTIONS: readonly { key: keyof NotificationItems; counted: keyof Counts; title: string }[] = [
  { key: 'missed_check_ins', counted: 'missed_check_ins', title: 'Missed check-ins' },
  { key: 'call_requests', counted: 'call_requests', title: 'Call requests' },
  { key: 'messages', counted: 'unread_messages', title: 'New messages' },
];

/** A family member sees their own resident's missed check-ins and opens them on their status report. */
const FAMILY_SECTIONS = SECTIONS.slice(0, 1);
const FAMILY_LINK = '/family-status-report';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Staff open an item on the residents screen, which clears it for their whole group. */
  staff: boolean;
  /** The badge's counts: a list shows its newest items, the count says how many there are in all. */
  counts: Counts | undefined;
  id: string;
}

/** The bell's three lists of real items, each leading to the resident it is about. */
export function NotificationPopover({ anchor, onClose, staff, counts, id }: Props) {
  const headingId = useId();
  const { data, isError } = useQuery({
    queryKey: sharedKeys.notificationItems,
    queryFn: fetchNotificationItems,
    enabled: anchor !== null,
  });
  const sections = staff ? SECTIONS : FAMILY_SECTIONS;
  const open = (item: NotificationItem) => {
    // Clearing is a courtesy to colleagues: the resident opens whether or not it is recorded.
    if (staff) void acknowledgeItem(item).catch(() => undefined);
    onClose();
  };
  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
        },
      }}
    >
      <Stack sx={{ p: 2, gap: 1.5, maxHeight: '70vh', overflowY: 'auto' }}>
        <Typography id={headingId} variant="h6" component="h2">
          Notifications
        </Typography>
        {isError && <Alert severity="warning">The notifications could not be loaded. Try again later.</Alert>}
        {!data && !isError && <Typography color="text.secondary">Loading…</Typography>}
        {data &&
          sections.map(({ key, counted, title }) => (
            <Section
              key={key}
              title={title}
              items={data[key]}
              count={Math.max(counts?.[counted] ?? 0, data[key].length)}
              linkOf={staff ? itemLink : () => FAMILY_LINK}
              onOpen={open}
            />
          ))}
      </Stack>
    </Popover>
  );
}

function Section(props: {
  title: string;
  items: readonly NotificationItem[];
  count: number;
  linkOf: (item: NotificationItem) => string;
  onOpen: (item: NotificationItem) => void;
}) {
  const { title, items, count, linkOf, onOpen } = props;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title} ({count})
      </Typography>
      {count > items.length && (
        <Typography variant="body2" color="text.secondary">
          The newest {items.length} are shown.
        </Typography>
      )}
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          None waiting.
        </Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item) => (
            <ListItem key={`${item.kind}-${item.id}`} disablePadding>
              <ListItemButton component={RouterLink} to={linkOf(item)} onClick={() => onOpen(item)}>
                <ListItemText
                  primary={item.resident_name}
                  secondary={[formatDateTime(item.at), item.text].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
