import { useTablet } from '../../state/tablet-context';
import { PromptDialog } from '../../ui/prompt-dialog';

const THANKS = {
  ok: 'Thank you. The care home knows you are OK.',
  help: 'Thank you. Someone from the care home will come to you.',
} as const;

/** The care home's check-in: two answers, both large; 'I need help' also asks for a call (the link's part). */
export function CheckInPrompt({ id, onAnswered }: { id: number; onAnswered: (thanks: string) => void }) {
  const { actions } = useTablet();
  const answer = (how: 'ok' | 'help') => {
    actions.answerCheckIn(id, how);
    onAnswered(THANKS[how]);
  };
  return (
    <PromptDialog title="Are you OK?">
      {/* The answers first: with the resident's largest text both still fit on the screen. */}
      <div className="answers">
        <button type="button" className="primary" onClick={() => answer('ok')}>
          I’m OK
        </button>
        <button type="button" className="help" onClick={() => answer('help')}>
          I need help
        </button>
      </div>
      <p className="prompt-text">The care home would like to know how you are.</p>
    </PromptDialog>
  );
}
