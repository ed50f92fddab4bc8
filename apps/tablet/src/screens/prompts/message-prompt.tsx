import { useEffect, useEffectEvent } from 'react';
import { useTablet } from '../../state/tablet-context';
import { PromptDialog } from '../../ui/prompt-dialog';

/** A staff message, read as soon as it is on screen (its read receipt goes), closed with OK. */
export function MessagePrompt({ id, text }: { id: number; text: string }) {
  const { actions } = useTablet();
  const markRead = useEffectEvent(() => actions.markRead(id));
  useEffect(() => markRead(), [id]);
  return (
    <PromptDialog title="A message from the care home">
      <p className="prompt-text">{text}</p>
      <div className="answers">
        <button type="button" className="primary" onClick={() => actions.dismiss(id)}>
          OK
        </button>
      </div>
    </PromptDialog>
  );
}
