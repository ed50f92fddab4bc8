import type { ResidentRow } from '@acorn/domain/residents';
import Add from '@mui/icons-material/Add';
import OpenInFull from '@mui/icons-material/OpenInFull';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLiveEvents } from '../../../../lib/live-events';
import { residentName } from '../../resident-name';
import { fetchHealthSummary, healthKeys } from './health-api';
import { OTHER_GROUP, PANEL_GROUPS, type MeasureGroup } from './health-groups';
import { MeasureAccordion } from './measure-accordion';
import { NotesAccordion } from './notes-accordion';
import { RangesDialog } from './ranges-dialog';
import { ReadingDialog } from './reading-dialog';
import { useDetailsView } from './use-details-view';

const BUTTON = { minHeight: 44 };

/**
 * The Health panel (spec doc 2 §2.1): accordions BPM, Weight, Temperature, SpO2 and Notes with the latest
 * values, Add reading, and More Details (the full-screen charts). A reading stored anywhere, by staff or by
 * the resident's tablet, refreshes it live.
 */
export function HealthPanel({ resident }: { resident: ResidentRow }) {
  const userId = resident.user_id;
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MeasureGroup | null>(null);
  const details = useDetailsView(userId);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: healthKeys.summary(userId),
    queryFn: () => fetchHealthSummary(userId),
  });
  useLiveEvents((event) => {
    if (event.type === 'health_reading' && event.user_id === userId)
      void queryClient.invalidateQueries({ queryKey: healthKeys.all(userId) });
  });

  if (isPending) return <LinearProgress aria-label="Loading health readings" />;
  if (isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
        The health readings could not be loaded just now.
      </Alert>
    );

  const groups = PANEL_GROUPS.concat(OTHER_GROUP.measures.some((m) => data.latest[m]) ? [OTHER_GROUP] : []);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button variant="contained" startIcon={<Add />} sx={BUTTON} onClick={() => setAdding(true)}>
          Add reading
        </Button>
        <Button variant="outlined" startIcon={<OpenInFull />} sx={BUTTON} onClick={details.open}>
          More Details
        </Button>
      </Box>
      {data.total === 0 ? (
        <Typography color="text.secondary">
          No readings yet. Add one, or they arrive from the resident’s tablet.
        </Typography>
      ) : (
        <Box>
          {groups.map((group) => (
            <MeasureAccordion key={group.title} group={group} summary={data} onEditRanges={setEditing} />
          ))}
          <NotesAccordion notes={data.notes} />
        </Box>
      )}
      {adding && <ReadingDialog userId={userId} units={data.units} onClose={() => setAdding(false)} />}
      {editing && (
        <RangesDialog userId={userId} summary={data} group={editing} onClose={() => setEditing(null)} />
      )}
      {details.WarmUp && <details.WarmUp onDone={details.warmedUp} />}
      {details.range &&
        (details.HealthDetails ? (
          <details.HealthDetails
            userId={userId}
            name={residentName(resident)}
            units={data.units}
            ranges={data.ranges}
            range={details.range}
            onRange={details.changeRange}
            onClose={details.close}
          />
        ) : (
          <LinearProgress aria-label="Loading the charts" sx={{ mt: 2 }} />
        ))}
    </>
  );
}
