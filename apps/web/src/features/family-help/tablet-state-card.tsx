import type { FamilyTablet } from '@acorn/domain/family';
import { NO_METRICS_TEXT, UNKNOWN_VERSION_TEXT } from '@acorn/domain/residents';
import { formatStorage } from '@acorn/domain/shared';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatDateMinutes } from '../../lib/format';

/** Online in green, Offline in grey: the word always says it, the colour only repeats it (AA on white text). */
const PRESENCE = {
  online: { label: 'Online', bg: '#1b5e20' },
  offline: { label: 'Offline', bg: '#4b5563' },
};

/** The tablet as the resident's family sees it: connected or not, when last heard from, battery, storage. */
export function TabletStateCard({ tablet, name }: { tablet: FamilyTablet; name: string }) {
  const presence = tablet.online ? PRESENCE.online : PRESENCE.offline;
  const storage =
    tablet.storage_total === null
      ? '—'
      : `${formatStorage(tablet.storage_free)} free of ${formatStorage(tablet.storage_total)}`;
  const facts: [string, string][] = [
    ['Last seen', tablet.last_seen ? formatDateMinutes(tablet.last_seen) : NO_METRICS_TEXT],
    ['Battery', tablet.battery === null ? '—' : `${tablet.battery}%`],
    ['Storage', storage],
    ['Version', tablet.acorn_version ?? UNKNOWN_VERSION_TEXT],
  ];
  return (
    <Card component="section" variant="outlined" aria-labelledby="tablet-heading" sx={{ mb: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="tablet-heading" component="h2" variant="h6" sx={{ mr: 'auto' }}>
            {name}’s tablet
          </Typography>
          <Chip
            label={presence.label}
            data-testid="tablet-presence"
            sx={{ color: '#fff', bgcolor: presence.bg, fontWeight: 600 }}
          />
        </Stack>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.75 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} data-fact={label}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {!tablet.online && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            The tablet is not connected now. An app you install reaches it when it is next online.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
