import { noAccessSentence, PERMISSION, permits } from '@acorn/domain/access';
import type { ResidentRow } from '@acorn/domain/residents';
import {
  Alert,
  Button,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { PageNumbers } from '../../../../components/page-numbers';
import { useLiveEvents } from '../../../../lib/live-events';
import { groupPermissionsOf, useSession } from '../../../../lib/session';
import { eventsKey, EVENTS_PAGE_SIZE, fetchEvents, type When } from './activities-api';
import { ComingEvent } from './coming-event';
import { PastEvent } from './past-event';
import { useEventActions } from './use-event-actions';

type PanelProps = { resident: ResidentRow; name: string };

/**
 * The activities that reach one resident (doc 2 §2.1, issue 18): coming ones with their answer and an
 * invitation to their tablet, past ones with the attendance staff mark. Follows the tablet live. A group
 * that may not read public events (READ_EDIT_PUBLIC_EVENTS) is told so calmly: the server refuses them here
 * as on the Activities screen.
 */
export function ActivitiesPanel(props: PanelProps) {
  const permitted = permits(groupPermissionsOf(useSession()), PERMISSION.READ_EDIT_PUBLIC_EVENTS);
  return permitted ? <Events {...props} /> : <Typography>{noAccessSentence('activities')}</Typography>;
}

function Events({ resident, name }: PanelProps) {
  const userId = resident.user_id;
  const queryClient = useQueryClient();
  const [when, setWhen] = useState<When>('coming');
  const [page, setPage] = useState(1);
  const noTablet = useId();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...eventsKey(userId), when, page],
    queryFn: () => fetchEvents(userId, when, page),
    // The page before stays on screen while the next loads, but never across Coming and Past: coming
    // activities drawn as past ones would offer attendance for what has not happened yet.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey.at(-2) === when ? keepPreviousData(previous) : undefined,
  });
  const actions = useEventActions(userId);
  // An answer from the tablet, or an invitation moving on its way there.
  useLiveEvents((event) => {
    const invite = event.type === 'command' && event.action === 'event_invite';
    if ((event.type === 'event_answer' || invite) && event.user_id === userId)
      void queryClient.invalidateQueries({ queryKey: eventsKey(userId) });
  });
  const firstName = resident.firstname || name;

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={when}
        aria-label="Which activities"
        sx={{ mb: 2 }}
        onChange={(_, value: When | null) => {
          if (!value) return;
          setWhen(value);
          setPage(1);
        }}
      >
        <ToggleButton value="coming">Coming</ToggleButton>
        <ToggleButton value="past">Past</ToggleButton>
      </ToggleButtonGroup>
      {when === 'coming' && !resident.has_tablet && (
        <Typography id={noTablet} color="text.secondary" sx={{ mb: 2 }}>
          No tablet is enrolled for {firstName} yet, so invitations cannot reach them.
        </Typography>
      )}
      {isPending ? (
        <LinearProgress aria-label="Loading the activities" />
      ) : isError ? (
        <Alert severity="info" action={<Button onClick={() => void refetch()}>Retry</Button>}>
          The activities could not be loaded just now.
        </Alert>
      ) : data.items.length === 0 ? (
        <Typography>
          No {when} activities reach {firstName}.
        </Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={`${when === 'coming' ? 'Coming' : 'Past'} activities`}
          spacing={1.5}
          sx={{ p: 0, m: 0 }}
        >
          {data.items.map((event) =>
            when === 'coming' ? (
              <ComingEvent
                key={event.public_event_id}
                event={event}
                cannotInvite={resident.has_tablet ? null : noTablet}
                sending={actions.busy === event.public_event_id}
                onInvite={actions.invite}
              />
            ) : (
              <PastEvent
                key={event.public_event_id}
                event={event}
                saving={actions.busy === event.public_event_id}
                onMark={actions.mark}
              />
            ),
          )}
        </Stack>
      )}
      {data && (
        <PageNumbers
          pages={Math.ceil(data.total / EVENTS_PAGE_SIZE)}
          page={page}
          onPage={setPage}
          what={`${when} activities`}
          size="small"
          sx={{ mt: 2 }}
        />
      )}
    </>
  );
}
