import type { ResidentEvent } from '@acorn/domain/activities';
import { Button, Typography } from '@mui/material';
import { formatDateTime } from '../../../../lib/format';
import { EventCard } from './event-card';
import { answerWords } from './event-words';

interface Props {
  event: ResidentEvent;
  /** Why the resident cannot be invited (no tablet): the id of the sentence that says so. */
  cannotInvite: string | null;
  sending: boolean;
  onInvite: (event: ResidentEvent) => void;
}

/** A coming activity: the resident's answer in words, and an invitation to their tablet. */
export function ComingEvent({ event, cannotInvite, sending, onInvite }: Props) {
  return (
    <EventCard event={event}>
      <Typography sx={{ fontWeight: 500 }}>{answerWords(event)}</Typography>
      {event.answered_at && (
        <Typography variant="body2" color="text.secondary">
          Answered on the tablet {formatDateTime(event.answered_at)}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        sx={{ mt: 1 }}
        disabled={cannotInvite !== null || sending}
        aria-describedby={cannotInvite ?? undefined}
        aria-label={`${event.invite_state ? 'Invite again' : 'Invite'} to ${event.title}`}
        onClick={() => onInvite(event)}
      >
        {event.invite_state ? 'Invite again' : 'Invite'}
      </Button>
    </EventCard>
  );
}
