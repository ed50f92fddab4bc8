import type { FamilyResident, FamilySuggestedApp, FamilyTablet } from '@acorn/domain/family';
import type { CommandState } from '@acorn/domain/tablets';
import { Alert, Box, CircularProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { residentName } from '../../components/family/family-residents';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { useLiveEvents } from '../../lib/live-events';
import { familyTabletKey, fetchFamilyTablet, installApp, withInstallState } from './family-help-api';
import { SuggestedAppCard } from './suggested-app-card';
import { TabletStateCard } from './tablet-state-card';

const TITLE = 'Help User';
const LOAD_FAILED = 'Failed to get the tablet.';
const INSTALL_FAILED = 'Failed to install the app.';

/** The apps the tablet reported, by name. */
function InstalledApps({ tablet }: { tablet: FamilyTablet }) {
  return (
    <Box component="section" aria-labelledby="installed-heading" sx={{ mb: 3 }}>
      <Typography id="installed-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Installed apps
      </Typography>
      {tablet.installed.length === 0 ? (
        <Typography color="text.secondary">The tablet has not said which apps it has yet.</Typography>
      ) : (
        <List dense aria-labelledby="installed-heading" sx={{ maxWidth: 560 }}>
          {tablet.installed.map((app) => (
            <ListItem key={app.applicationIdentifier} divider>
              <ListItemText
                primary={app.name}
                secondary={app.version ? `Version ${app.version}` : null}
                slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/**
 * Help User for one resident: their tablet's state, its apps, and the suggested apps to install, each
 * install's state following the tablet link live.
 */
export function HelpUser({ resident }: { resident: FamilyResident }) {
  const userId = resident.user_id;
  const name = residentName(resident);
  const queryKey = familyTabletKey(userId);
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const { data: tablet, error } = useQuery({ queryKey, queryFn: () => fetchFamilyTablet(userId) });
  const patch = (change: Parameters<typeof withInstallState>[1]) =>
    queryClient.setQueryData<FamilyTablet>(queryKey, (old) => old && withInstallState(old, change));
  useLiveEvents((event) => {
    if (event.type !== 'command' || event.user_id !== userId || event.action !== 'install_app') return;
    patch({ command_id: event.command_id, state: event.state as CommandState });
    // The tablet's own report (the app listed) and a failure's reason come with the page's next answer.
    void queryClient.invalidateQueries({ queryKey });
  });
  const install = useMutation({
    mutationFn: (app: FamilySuggestedApp) => installApp(userId, app.app_id),
    onSuccess: (sent, app) => patch({ app_id: app.app_id, command_id: sent.command_id, state: sent.state }),
    onError: (e) => dialogs.failure(TITLE, INSTALL_FAILED, e),
  });

  if (error) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!tablet) return <CircularProgress aria-label="Loading the tablet" />;
  if (!tablet.has_tablet)
    return (
      <Alert severity="info">
        {name} has no tablet yet. Once the care home sets one up, you can see it and add apps here.
      </Alert>
    );
  return (
    <>
      <TabletStateCard tablet={tablet} name={name} />
      <InstalledApps tablet={tablet} />
      <Box component="section" aria-labelledby="suggested-heading">
        <Typography id="suggested-heading" component="h2" variant="h6">
          Suggested apps
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Install sends the app to {name}’s tablet; it shows here once the tablet has it.
        </Typography>
        {tablet.suggested.length === 0 ? (
          <Typography color="text.secondary">No apps are suggested for this tablet yet.</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="suggested-heading"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
            }}
          >
            {tablet.suggested.map((app) => (
              <SuggestedAppCard
                key={app.app_id}
                app={app}
                onInstall={(chosen) => install.mutate(chosen)}
                busy={install.isPending && install.variables?.app_id === app.app_id}
              />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
