import {
  connectivityOf,
  NO_METRICS_TEXT,
  UNKNOWN_VERSION_TEXT,
  USER_TYPE,
  USER_TYPES,
  userHasTablet,
  type TabletUser,
} from '@acorn/domain/residents';
import Message from '@mui/icons-material/Message';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import SystemUpdate from '@mui/icons-material/SystemUpdate';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  FormControlLabel,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatLastSync } from '../../lib/format';

/**
 * The spec's card colours by connectivity (green online; blue, yellow, orange by how long offline; red
 * beyond a month; dark when unknown), each with a text colour that keeps WCAG AA contrast on it.
 */
const BAND: Record<string, { bg: string; fg: string }> = {
  green: { bg: '#1b5e20', fg: '#fff' },
  blue: { bg: '#0d47a1', fg: '#fff' },
  yellow: { bg: '#fdd835', fg: '#000' },
  orange: { bg: '#bf360c', fg: '#fff' },
  red: { bg: '#b71c1c', fg: '#fff' },
  dark: { bg: '#212121', fg: '#fff' },
};

const NO_TABLET_TEXT = 'No tablet';
const UP_TO_DATE_TEXT = 'Up to date';

export const tabletName = (user: TabletUser) =>
  [user.firstname, user.surname].filter(Boolean).join(' ') || user.acorn_id || `User ${user.user_id}`;

interface Props {
  user: TabletUser;
  /** The newest software version: a tablet already on it is not offered Update. */
  latestVersion: string | undefined;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onUpdate: () => void;
  onMessage: () => void;
}

/** One tablet (or companion) on the tablets list: who, how connected, what it last reported, and actions. */
export function TabletCard({ user, latestVersion, selected, onSelect, onUpdate, onMessage }: Props) {
  const name = tabletName(user);
  const tablet = userHasTablet(user);
  const connectivity = connectivityOf(user.user_status);
  const band = BAND[connectivity.colour] ?? BAND.dark!;
  const headingId = `tablet-${user.user_id}-name`;
  const type: [string, string] = ['Type', USER_TYPES.find((t) => t.value === user.user_type)?.label ?? ''];
  // Someone without a tablet (a companion) has nothing a tablet reports: no tablet facts at all.
  const facts: [string, string][] = tablet
    ? [
        type,
        ['Last seen', user.lastSeen ? formatLastSync(user.lastSeen) : NO_METRICS_TEXT],
        ['Version', user.acorn_version ?? UNKNOWN_VERSION_TEXT],
        ['Battery', user.battery === null ? '—' : `${user.battery}%`],
        ['Location', user.location ?? '—'],
      ]
    : [type, ['Location', user.location ?? '—']];
  // Update is a tablet user's, and only while the tablet runs something older (or has not said what).
  const updatable = tablet && user.user_type === USER_TYPE.TABLET_USER;
  const upToDate = updatable && !!latestVersion && user.acorn_version === latestVersion;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-status={user.user_status ?? 'unknown'}
    >
      <Box
        sx={{ bgcolor: band.bg, color: band.fg, px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          id={headingId}
          sx={{ flexGrow: 1, fontWeight: 600 }}
          noWrap
        >
          {name}
        </Typography>
        <Typography variant="body2" component="span" data-testid="connectivity">
          {tablet ? connectivity.label : NO_TABLET_TEXT}
        </Typography>
      </Box>
      <CardContent sx={{ flexGrow: 1, py: 1 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.25 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }} data-fact={label}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${name}` } }}
            />
          }
          label="Select"
          slotProps={{ typography: { variant: 'body2' } }}
          sx={{ mr: 'auto' }}
        />
        {upToDate ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }} data-testid="up-to-date">
            {UP_TO_DATE_TEXT}
          </Typography>
        ) : (
          updatable && (
            <Button
              size="small"
              startIcon={<SystemUpdate />}
              onClick={onUpdate}
              aria-label={`Update ${name}`}
            >
              Update
            </Button>
          )
        )}
        <Button size="small" startIcon={<Message />} onClick={onMessage} aria-label={`Message ${name}`}>
          Message
        </Button>
        <Button
          size="small"
          startIcon={<MoreHoriz />}
          component={RouterLink}
          to={`/device/${user.user_id}`}
          state={{ user_type: user.user_type }}
          aria-label={`More about ${name}`}
        >
          More
        </Button>
      </CardActions>
    </Card>
  );
}
