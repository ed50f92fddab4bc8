import {
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
  type ResidentMaintenancesPage,
} from '@acorn/domain/maintenance';
import { Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { familyRequestFacts, JobPhoto } from '../../../../components/maintenance/family-request';
import { JobNotes } from '../../../../components/maintenance/job-notes';
import { repeatsText } from '../../../../components/maintenance/repeats-input';
import { JobStatusChip } from '../../../../components/maintenance/status-chip';
import { formatDate, formatEuro } from '../../../../lib/format';

type Job = ResidentMaintenancesPage['items'][number];

interface Props {
  job: Job;
  /** Saves a new status through the maintenance table's update; busy while it is under way. */
  onStatus: (job: Job, status: MaintenanceStatus) => void;
  busy: boolean;
  onNoteAdded: () => void;
}

/**
 * One job: what, its state in words, when, how often, what it cost, who asked (a family member's request,
 * with its photo), and its notes thread on demand.
 */
export function JobCard({ job, onStatus, busy, onNoteAdded }: Props) {
  const headingId = useId();
  const notesId = useId();
  const statusId = useId();
  const [showNotes, setShowNotes] = useState(false);
  const title = job.title ?? 'Untitled job';
  const facts = [
    job.priority ? `Priority ${job.priority}` : null,
    job.start_date ? `Starts ${formatDate(job.start_date)}` : 'No start date',
    job.is_recurring ? `Repeats ${repeatsText(job.recurrence).toLowerCase()}` : null,
    job.cost != null ? `Cost ${formatEuro(job.cost)}` : null,
    job.next_start_date ? `Next opens ${formatDate(job.next_start_date)}` : null,
    ...familyRequestFacts(job),
  ].filter((fact) => fact !== null);
  return (
    <Card component="li" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
            {title}
          </Typography>
          {job.status && <JobStatusChip status={job.status} />}
        </Stack>
        {job.description && (
          <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {job.description}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {facts.join(' · ')}
        </Typography>
        {job.has_photo && (
          <Box sx={{ mt: 1 }}>
            <JobPhoto job={job} />
          </Box>
        )}
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1.5, rowGap: 1 }}
        >
          <TextField
            id={statusId}
            select
            size="small"
            label="Status"
            value={job.status ?? ''}
            disabled={busy}
            onChange={(e) => onStatus(job, e.target.value as MaintenanceStatus)}
            // Named with its job ('Status Leaking tap'): every card has one.
            slotProps={{
              select: { SelectDisplayProps: { 'aria-labelledby': `${statusId}-label ${headingId}` } },
            }}
            sx={{ minWidth: 150 }}
          >
            {MAINTENANCE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <Button
            size="small"
            aria-expanded={showNotes}
            aria-controls={notesId}
            onClick={() => setShowNotes((shown) => !shown)}
          >
            {showNotes ? 'Hide notes' : `Notes (${job.note_count})`}
          </Button>
        </Stack>
        <Box id={notesId} hidden={!showNotes}>
          {showNotes && <JobNotes job={job} onAdded={onNoteAdded} />}
        </Box>
      </CardContent>
    </Card>
  );
}
