import { LIST_IS_EMPTY, TABLET_MESSAGES, validateGroupMessage } from '@acorn/domain/tablets';
import { DialogContentText } from '@mui/material';
import { MessageDialog } from '../../components/commands/message-dialog';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { residents, targetCount, targetOf, targetText, type GroupTarget } from './group-target';
import { sendResidentsCommand } from './residents-api';

/**
 * The group Message: the spec's rules first ('List is empty.', 1–85 characters), then a dry run says how
 * many tablets it would reach before anything is sent; then how many received it, live.
 */
export function GroupMessageDialog({ target, onClose }: { target: GroupTarget; onClose: () => void }) {
  const dialogs = useDialogs();

  async function send(message: string) {
    const command = { action: 'message' as const, message, ...targetOf(target) };
    const trial = await sendResidentsCommand({ ...command, dry_run: true });
    if (trial.targeted === 0) {
      await dialogs.message({ title: 'Error', text: LIST_IS_EMPTY });
      return null;
    }
    const leftOut =
      trial.refused > 0 ? ` ${residents(trial.refused)} without a tablet will be left out.` : '';
    const go = await dialogs.confirm({
      title: 'Group message',
      text: `Send this message to ${residents(trial.sent)}?${leftOut}`,
      confirmLabel: 'Send',
    });
    if (!go) return null;
    const result = await sendResidentsCommand({ ...command, dry_run: false });
    return { message: result.message, commands: result.commands, refused: result.refused };
  }

  return (
    <MessageDialog
      title="Group message"
      recipients={<DialogContentText>To {targetText(target)}.</DialogContentText>}
      check={(text) => validateGroupMessage(text, Array.from({ length: targetCount(target) }))}
      send={send}
      failure={TABLET_MESSAGES.sendFailed}
      onClose={onClose}
    />
  );
}
