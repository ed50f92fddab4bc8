import { notSharedSentence, type FamilyResident } from '@acorn/domain/family';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../lib/live-events';
import { familyStatusKeys, fetchFamilyWeek } from './family-status-api';
import { HealthCard } from './health-card';
import { WeekNav } from './week-nav';
import { WeekTimeline } from './week-timeline';

interface Props {
  resident: FamilyResident;
  /** The week asked for ('YYYY-MM-DD'); null: this week. */
  week: string | null;
  onWeek: (monday: string | null) => void;
}

/**
 * One resident's week: its heading and the way to the weeks before, the timeline, the health card when it
 * is shared, and what is not shared. A check-in sent or answered arrives live.
 */
export function ResidentWeek({ resident, week, onWeek }: Props) {
  const queryClient = useQueryClient();
  const userId = resident.user_id;
  const answer = useQuery({
    queryKey: familyStatusKeys.week(userId, week),
    queryFn: () => fetchFamilyWeek(userId, week),
    placeholderData: keepPreviousData,
  });
  useLiveEvents((event) => {
    if (event.type === 'check_in' && event.user_id === userId)
      void queryClient.invalidateQueries({ queryKey: familyStatusKeys.weeks(userId) });
  });

  if (answer.isPending) return <LinearProgress aria-label="Loading the week" />;
  if (answer.isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void answer.refetch()}>Retry</Button>}>
        The week could not be loaded just now.
      </Alert>
    );
  const data = answer.data;
  const notShared = notSharedSentence(data.resident.firstname ?? 'Your resident', data.not_shared);
  return (
    <>
      {notShared && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2, fontSize: '1rem' }}>
          {notShared}
        </Alert>
      )}
      <WeekNav week={data} onWeek={onWeek} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 20rem)' },
          alignItems: 'start',
        }}
      >
        <WeekTimeline week={data} />
        {data.shares.health && <HealthCard userId={userId} />}
      </Box>
    </>
  );
}
