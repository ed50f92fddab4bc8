import type { Prompt } from '../../state/tablet-state';
import { CheckInPrompt } from './check-in-prompt';
import { InstallPrompt } from './install-prompt';
import { InvitePrompt } from './invite-prompt';
import { MessagePrompt } from './message-prompt';

/** The oldest prompt, over the whole screen; `onAnswered` says a short thank-you once it has gone. */
export function PromptLayer({
  prompt,
  onAnswered,
}: {
  prompt: Prompt;
  onAnswered: (thanks: string) => void;
}) {
  switch (prompt.kind) {
    case 'message':
      return <MessagePrompt id={prompt.command_id} text={prompt.text} />;
    case 'check_in':
      return <CheckInPrompt id={prompt.command_id} onAnswered={onAnswered} />;
    case 'invite':
      return <InvitePrompt id={prompt.command_id} invite={prompt.invite} onAnswered={onAnswered} />;
    case 'install':
      return <InstallPrompt id={prompt.command_id} app={prompt.app} />;
  }
}
