import type { ResidentRow } from '@acorn/domain/residents';
import { TABLET_MESSAGES, validateMessage } from '@acorn/domain/tablets';
import { MessageDialog } from '../../components/commands/message-dialog';
import { sendCommand } from '../../lib/commands-api';
import { residentName } from './resident-name';

/** The row's Message: the single-message dialog (1–85 characters), then whether the tablet received it. */
export function ResidentMessageDialog({ resident, onClose }: { resident: ResidentRow; onClose: () => void }) {
  const send = async (message: string) => {
    const result = await sendCommand({ action: 'message', message, user_ids: [resident.user_id] });
    return { ...result, refused: result.refused.length };
  };
  return (
    <MessageDialog
      title={`Message to ${residentName(resident)}`}
      check={validateMessage}
      send={send}
      failure={TABLET_MESSAGES.sendMessageFailed}
      onClose={onClose}
    />
  );
}
