import { Box, Tab, Tabs } from '@mui/material';
import { Suspense, useState } from 'react';
import { LazyResourceTable } from '../../components/lazy-resource-table';
import { Screen } from '../../components/screen';
import { tableOffers } from '../../components/resource-table/table-definition';
import { lazyNamed } from '../../lib/lazy-named';
import { groupPermissionsOf, useSession } from '../../lib/session';
import { NoAccess } from '../../components/no-access';
import { activitiesTable } from './activities-table';
import { ActivityForm, type ActivityEditing } from './activity-form';

// The calendar library is the heavy part; it loads when its tab is first opened.
const ActivityCalendar = lazyNamed(() => import('./activity-calendar'), 'ActivityCalendar');

type ViewName = 'table' | 'calendar';

/** Activities (spec doc 2 §2.4): the table and the calendar, the table's add-and-edit form for both. */
export function ActivitiesScreen({ title }: { title: string }) {
  const [shown, setShown] = useState<ViewName>('table');
  const [editing, setEditing] = useState<ActivityEditing | null>(null);
  const session = useSession();
  const offers = tableOffers(activitiesTable.source, session?.roles ?? [], groupPermissionsOf(session));
  const tab = (value: ViewName, label: string) => (
    <Tab value={value} label={label} id={`activities-tab-${value}`} aria-controls={`activities-${value}`} />
  );
  if (!offers.read)
    return (
      <Screen title={title}>
        <NoAccess what={activitiesTable.source.label} />
      </Screen>
    );
  return (
    <Screen title={title}>
      <Tabs
        value={shown}
        onChange={(_, v: ViewName) => setShown(v)}
        aria-label="Activities view"
        sx={{ mb: 2 }}
      >
        {tab('table', 'Table')}
        {tab('calendar', 'Calendar')}
      </Tabs>
      <Box role="tabpanel" id={`activities-${shown}`} aria-labelledby={`activities-tab-${shown}`}>
        {shown === 'table' ? (
          <LazyResourceTable def={activitiesTable} />
        ) : (
          <Suspense fallback={null}>
            <ActivityCalendar
              onAdd={offers.add ? (times) => setEditing({ mode: 'add', times }) : undefined}
              onEdit={offers.edit ? (row) => setEditing({ mode: 'update', row }) : undefined}
            />
          </Suspense>
        )}
      </Box>
      <ActivityForm editing={editing} onClose={() => setEditing(null)} />
    </Screen>
  );
}
