import type { InstallAppPayload } from '@acorn/domain/tablet-link';
import { useTablet } from '../../state/tablet-context';
import { PromptDialog } from '../../ui/prompt-dialog';

/** A suggested app: a browser cannot install it, so the store page is offered and the prompt closed. */
export function InstallPrompt({ id, app }: { id: number; app: InstallAppPayload }) {
  const { actions } = useTablet();
  return (
    <PromptDialog title="A new app for you">
      <p className="prompt-text">Your care home or family suggests {app.name} for this tablet.</p>
      <div className="answers">
        <a className="button-link primary" href={app.store_url} target="_blank" rel="noopener noreferrer">
          Open {app.name} in the store
        </a>
        <button type="button" onClick={() => actions.dismiss(id)}>
          Close
        </button>
      </div>
    </PromptDialog>
  );
}
