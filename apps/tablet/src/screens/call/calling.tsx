import type { CallView } from '../../call/tablet-call';
import { PromptDialog } from '../../ui/prompt-dialog';

/**
 * The resident's own call ringing the care home ('Call me'): whom it calls, that it waits, and one very
 * large Hang up, kept on the screen however large the text. The camera stays off until someone answers.
 */
export function Calling({ view, onHangUp }: { view: CallView; onHangUp: () => void }) {
  return (
    <PromptDialog title={`Calling ${view.caller}…`} className="call-words">
      <p className="prompt-text" role="status">
        Waiting for someone to answer.
      </p>
      <div className="answers foot-bar">
        <button type="button" className="help hang-up" onClick={onHangUp}>
          Hang up
        </button>
      </div>
    </PromptDialog>
  );
}
