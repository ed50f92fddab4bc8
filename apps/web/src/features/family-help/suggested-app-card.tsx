import type { FamilySuggestedApp } from '@acorn/domain/family';
import GetApp from '@mui/icons-material/GetApp';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Thumbnail } from '../../components/thumbnail';
import { INSTALLED, InstallChip } from './install-chip';

interface Props {
  app: FamilySuggestedApp;
  onInstall: (app: FamilySuggestedApp) => void;
  busy: boolean;
}

/** An install that has ended without the app: offered again. */
const mayRetry = (app: FamilySuggestedApp) =>
  !app.install || app.install.state === 'failed' || app.install.state === 'expired';

/**
 * One suggested app: picture, name, what it is for, and Install, or where its install stands. Installed
 * once the tablet lists it (or said done); nothing to press then.
 */
export function SuggestedAppCard({ app, onInstall, busy }: Props) {
  const headingId = useId();
  const installed = app.installed || app.install?.state === 'done';
  const install = installed ? INSTALLED : app.install;
  return (
    <Card
      component="li"
      variant="outlined"
      aria-labelledby={headingId}
      data-package={app.package}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {/* The name beside it says what it is: the picture adds nothing for a screen reader. */}
        <Box aria-hidden sx={{ flexShrink: 0 }}>
          <Thumbnail src={app.img_url} alt="" size={56} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {app.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {app.category}
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {app.description}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Box role="status" aria-live="polite">
            {install && <InstallChip install={install} />}
          </Box>
          {!installed && mayRetry(app) && (
            <Button
              variant="contained"
              size="small"
              startIcon={<GetApp />}
              disabled={busy}
              onClick={() => onInstall(app)}
              aria-label={`${app.install ? 'Try again to install' : 'Install'} ${app.name}`}
            >
              {app.install ? 'Try again' : 'Install'}
            </Button>
          )}
        </Stack>
      </CardActions>
    </Card>
  );
}
