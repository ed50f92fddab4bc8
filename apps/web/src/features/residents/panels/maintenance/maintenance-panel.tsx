import {
  RESIDENT_MAINTENANCE_TABS,
  type Maintenance,
  type MaintenanceStatus,
  type ResidentMaintenanceTab,
} from '@acorn/domain/maintenance';
import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { jobSavedMessage } from '../../../../components/maintenance/saved-message';
import { PageNumbers } from '../../../../components/page-numbers';
import { useRowMutations } from '../../../../components/resource-table/row-mutations';
import { tableMessages } from '../../../../components/resource-table/table-definition';
import { maintenancesContract } from '@acorn/domain/maintenance';
import { AddJobForm } from './add-job-form';
import { JobCard } from './job-card';
import { fetchResidentJobs, JOBS_PER_PAGE, residentJobsKey } from './maintenance-api';

const TAB_LABELS: Record<ResidentMaintenanceTab, string> = {
  open: 'Work Orders',
  recurring: 'Recurring',
  closed: 'Closed',
};
const EMPTY: Record<ResidentMaintenanceTab, string> = {
  open: 'No open work orders.',
  recurring: 'No recurring jobs.',
  closed: 'No closed jobs yet.',
};
const messages = tableMessages(maintenancesContract);

/**
 * The resident's Maintenance panel (doc 2 §2.1): their jobs as Work Orders, Recurring and Closed, each tab
 * with its count; a status changed at once through the maintenance table's update, with the server's
 * message; Add maintenance opens the table's own form for them.
 */
export function MaintenancePanel({ userId, name }: { userId: number; name: string }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const panelId = useId();
  const [tab, setTab] = useState<ResidentMaintenanceTab>('open');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const { save } = useRowMutations<Maintenance>('maintenances');
  const jobs = useQuery({
    queryKey: [...residentJobsKey(userId), tab, page],
    queryFn: () => fetchResidentJobs(userId, tab, page),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: residentJobsKey(userId) });

  async function changeStatus(job: Maintenance, status: MaintenanceStatus) {
    const sent = { status, last_modified_date: job.last_modified_date };
    try {
      const saved = await save.mutateAsync({ mode: 'update', id: job.maintenance_id, body: sent });
      dialogs.notify(jobSavedMessage(saved, messages.updated, sent));
    } catch (error) {
      await dialogs.failure(maintenancesContract.label, messages.updateFailed, error);
    }
    await refresh();
  }

  const counts = jobs.data?.counts;
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_, next: ResidentMaintenanceTab) => {
          setTab(next);
          setPage(1);
        }}
        aria-label={`Maintenance jobs for ${name}`}
        // On a phone the three tabs do not fit: arrows say there is more, beside swiping.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {RESIDENT_MAINTENANCE_TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            label={counts ? `${TAB_LABELS[t]} (${counts[t]})` : TAB_LABELS[t]}
            id={`${panelId}-${t}`}
            aria-controls={`${panelId}-list`}
          />
        ))}
      </Tabs>
      <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ mb: 2 }}>
        Add maintenance
      </Button>
      <Box role="tabpanel" id={`${panelId}-list`} aria-labelledby={`${panelId}-${tab}`}>
        {jobs.isPending ? (
          <LinearProgress aria-label="Loading the maintenance jobs" />
        ) : jobs.isError ? (
          <Alert severity="info" action={<Button onClick={() => void jobs.refetch()}>Retry</Button>}>
            The maintenance jobs could not be loaded just now.
          </Alert>
        ) : jobs.data.items.length === 0 ? (
          <Typography color="text.secondary">{EMPTY[tab]}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {jobs.data.items.map((job) => (
              <JobCard
                key={job.maintenance_id}
                job={job}
                busy={save.isPending}
                onStatus={(j, status) => void changeStatus(j, status)}
                onNoteAdded={() => void refresh()}
              />
            ))}
          </Stack>
        )}
        <PageNumbers
          pages={Math.ceil((jobs.data?.total ?? 0) / JOBS_PER_PAGE)}
          page={page}
          onPage={setPage}
          what="maintenance jobs"
          size="small"
          sx={{ mt: 1 }}
        />
      </Box>
      {adding && (
        <AddJobForm
          userId={userId}
          name={name}
          onClose={() => setAdding(false)}
          onSaved={() => void refresh()}
        />
      )}
    </>
  );
}
