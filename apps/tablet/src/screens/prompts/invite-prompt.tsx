import type { EventAnswer, EventInvitePayload } from '@acorn/domain/activities';
import { useTablet } from '../../state/tablet-context';
import { PromptDialog } from '../../ui/prompt-dialog';
import { useClock } from '../../ui/use-clock';
import { dayName, partsAt, timeRange } from '../../ui/facility-clock';

const THANKS: Record<EventAnswer, string> = {
  going: 'Thank you. The care home knows you are going.',
  not_going: 'Thank you. The care home knows you will not go this time.',
};

/** An invitation to one of the home's activities: going, or not this time. */
export function InvitePrompt(props: {
  id: number;
  invite: EventInvitePayload;
  onAnswered: (thanks: string) => void;
}) {
  const { id, invite, onAnswered } = props;
  const { actions } = useTablet();
  const { now, zone } = useClock();
  const answer = (how: EventAnswer) => {
    actions.answerInvite(id, how);
    onAnswered(THANKS[how]);
  };
  return (
    <PromptDialog title="An invitation">
      <p className="prompt-text">{invite.title}</p>
      <p>
        {dayName(partsAt(invite.start_time, zone), partsAt(now, zone))},{' '}
        {timeRange(invite.start_time, invite.end_time, zone)}
      </p>
      {invite.location && <p>{invite.location}</p>}
      <div className="answers">
        <button type="button" className="primary" onClick={() => answer('going')}>
          I’ll go
        </button>
        <button type="button" onClick={() => answer('not_going')}>
          Not this time
        </button>
      </div>
    </PromptDialog>
  );
}
