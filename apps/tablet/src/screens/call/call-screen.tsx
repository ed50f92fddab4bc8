import type { CallEndReason } from '@acorn/domain/tablet-link';
import type { CallView } from '../../call/tablet-call';
import { useTablet } from '../../state/tablet-context';
import type { OngoingCall } from '../../state/tablet-state';
import { PromptDialog } from '../../ui/prompt-dialog';
import { Calling } from './calling';
import { InCall } from './in-call';

/** What the resident reads when a call has ended; a call they declined, or their own they hung up, simply goes. */
const ENDINGS: Partial<Record<CallEndReason, (view: CallView) => string>> = {
  missed: ({ caller, rung_by }) =>
    rung_by === 'tablet'
      ? 'Nobody could answer just now. The care home will call you back soon.'
      : `You missed a call from ${caller}. They can call again.`,
  cancelled: ({ caller }) => `${caller} stopped calling.`,
  hangup: () => 'The call has ended.',
  failed: () => 'The call could not be connected.',
};

/**
 * A call over the whole screen (issue 22): ringing with Answer and Decline, or the resident's own call
 * calling the care home with Hang up; the call itself; its end.
 */
export function CallScreen({ call }: { call: OngoingCall }) {
  const { actions } = useTablet();
  const { view } = call;
  if (view.phase === 'ringing')
    return (
      <PromptDialog title={`Call from ${view.caller}`}>
        <div className="answers">
          <button type="button" className="primary" onClick={actions.answerCall}>
            Answer
          </button>
          <button type="button" onClick={actions.declineCall}>
            Decline
          </button>
        </div>
        <p className="prompt-text">{view.caller} would like to talk with you.</p>
      </PromptDialog>
    );
  if (view.phase === 'calling') return <Calling view={view} onHangUp={actions.hangUpCall} />;
  if (view.phase === 'ended')
    return (
      <PromptDialog title={`Call with ${view.caller}`} className="call-words">
        <p className="prompt-text" role="status">
          {(view.ended && ENDINGS[view.ended]?.(view)) ?? 'The call has ended.'}
        </p>
        <div className="answers foot-bar">
          <button type="button" className="primary" onClick={actions.closeCall}>
            OK
          </button>
        </div>
      </PromptDialog>
    );
  return <InCall call={call} onHangUp={actions.hangUpCall} />;
}
