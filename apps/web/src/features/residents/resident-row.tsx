import type { ResidentRow as Row } from '@acorn/domain/residents';
import PhoneCallback from '@mui/icons-material/PhoneCallback';
import MarkChatUnread from '@mui/icons-material/MarkChatUnread';
import { Box, Checkbox, Chip, Link, Typography } from '@mui/material';
import { CheckInChip } from './check-in-chip';
import { ResidentActions } from './resident-actions';
import { residentName } from './resident-name';
import type { Panel } from './residents-url';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

interface Props {
  resident: Row;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Whether this resident's panel is the one open beside the list. */
  current: boolean;
  onOpen: (panel: Panel) => void;
  onMessage: () => void;
  /** Shown at the top because a link named them and they are not on this page. */
  pinned?: boolean;
}

/** One resident: who and where, their check-in, what waits for staff, and the row's actions. */
export function ResidentRow({ resident, selected, onSelect, current, onOpen, onMessage, pinned }: Props) {
  const name = residentName(resident);
  const where = [resident.facility_name, resident.location].filter(Boolean).join(' · ') || 'No facility';
  return (
    <Box
      component="li"
      aria-current={current ? 'true' : undefined}
      data-user-id={resident.user_id}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: current ? 'primary.main' : 'transparent',
        bgcolor: current ? 'action.selected' : undefined,
        px: 1,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Checkbox
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${name}` } }}
          sx={{ p: 0.75 }}
        />
        <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
          <Link
            component="button"
            variant="subtitle1"
            onClick={() => onOpen('info')}
            sx={{ fontWeight: 600, textAlign: 'left' }}
          >
            {name}
          </Link>
          {pinned && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              (from the link, not on this page)
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {where}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center', pt: 0.5 }}>
          <CheckInChip state={resident.check_in} />
          {resident.unread_messages > 0 && (
            <Chip
              size="small"
              color="primary"
              icon={<MarkChatUnread />}
              label={count(resident.unread_messages, 'unread message', 'unread messages')}
            />
          )}
          {resident.call_requests > 0 && (
            <Chip
              size="small"
              color="secondary"
              icon={<PhoneCallback />}
              label={count(resident.call_requests, 'call request', 'call requests')}
            />
          )}
        </Box>
      </Box>
      <Box sx={{ pl: { xs: 0, sm: 4.5 } }}>
        <ResidentActions resident={resident} onOpen={onOpen} onMessage={onMessage} />
      </Box>
    </Box>
  );
}
