import { noAccessSentence, screenPermitted } from '@acorn/domain/access';
import {
  capSentence,
  DASHBOARD_EMPTY,
  DASHBOARD_LIST_CAP,
  DASHBOARD_MESSAGES,
  DASHBOARD_TAB_LABELS,
  DASHBOARD_TABS,
  type Dashboard,
  type DashboardTab,
} from '@acorn/domain/dashboard';
import { Alert, Box, Button, Divider, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type ComponentType } from 'react';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { ActivityItems, BirthdayItems, JobItems } from './today-lists';

const ITEMS: Record<DashboardTab, ComponentType<{ day: Dashboard }>> = {
  activities: ActivityItems,
  maintenances: JobItems,
  birthdays: BirthdayItems,
};
const rows = (day: Dashboard, tab: DashboardTab) => day[tab].length;

/**
 * The three tabs of the facility's day, each list with a calm empty state and its count on the tab. A
 * group that may not read activities gets none from the server; their tab says why, not 'none today'.
 */
export function TodayTabs({ day }: { day: UseQueryResult<Dashboard> }) {
  const id = useId();
  const [tab, setTab] = useState<DashboardTab>('activities');
  const Items = ITEMS[tab];
  const activities = screenPermitted('/activities', groupPermissionsOf(useSession()));
  const refused = (t: DashboardTab) => t === 'activities' && !activities;
  return (
    <Box component="section" aria-label="Today">
      <Tabs
        value={tab}
        onChange={(_, next: DashboardTab) => setTab(next)}
        aria-label="Today"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {DASHBOARD_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            id={`${id}-${t}`}
            aria-controls={`${id}-panel`}
            label={
              day.data && !refused(t)
                ? `${DASHBOARD_TAB_LABELS[t]} (${rows(day.data, t)})`
                : DASHBOARD_TAB_LABELS[t]
            }
          />
        ))}
      </Tabs>
      <Divider />
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 1 }}>
        {refused(tab) ? (
          // NoAccess's sentence, without its component: imported here too it became a chunk of its own,
          // a request more for every table's page (each at its JavaScript budget).
          <Alert severity="info" variant="outlined">
            {noAccessSentence('activities')}
          </Alert>
        ) : day.isPending ? (
          <LinearProgress aria-label="Loading today" sx={{ mt: 2 }} />
        ) : day.isError ? (
          <Alert severity="info" action={<Button onClick={() => void day.refetch()}>Retry</Button>}>
            {DASHBOARD_MESSAGES.loadFailed}
          </Alert>
        ) : rows(day.data, tab) === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {DASHBOARD_EMPTY[tab]}
          </Typography>
        ) : (
          <>
            <Stack
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
            >
              <Items day={day.data} />
            </Stack>
            {rows(day.data, tab) >= DASHBOARD_LIST_CAP && (
              <Typography variant="body2" color="text.secondary">
                {capSentence()}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
