import { TABLET_MESSAGES, validateGroupMessage, type CommandInput } from '@acorn/domain/tablets';
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useState } from 'react';
import { MessageDialog } from '../../components/commands/message-dialog';
import { sendCommand } from '../../lib/commands-api';

/** Who a message goes to: one tablet, the selected ones, or every tablet the filters match. */
export type Recipients =
  | { kind: 'one'; name: string; user_id: number }
  | { kind: 'group'; selected: number[]; filter: NonNullable<CommandInput['filter']>; matching: number };

/** The tablets list's message: to one tablet, or to the selected tablets or every one the filters match. */
export function TabletMessageDialog({
  recipients,
  onClose,
}: {
  recipients: Recipients;
  onClose: () => void;
}) {
  const [target, setTarget] = useState<'selected' | 'filter'>('selected');
  const ids = recipients.kind === 'one' ? [recipients.user_id] : recipients.selected;
  const byFilter = recipients.kind === 'group' && target === 'filter';

  const send = async (message: string) => {
    const result = await sendCommand({
      action: 'message',
      message,
      ...(byFilter ? { filter: recipients.filter } : { user_ids: ids }),
    });
    return { ...result, refused: result.refused.length };
  };

  return (
    <MessageDialog
      title={recipients.kind === 'one' ? `Message to ${recipients.name}` : 'Group message'}
      recipients={
        recipients.kind === 'group' && (
          <RadioGroup
            aria-label="Recipients"
            value={target}
            onChange={(e) => setTarget(e.target.value as 'selected' | 'filter')}
          >
            <FormControlLabel
              value="selected"
              control={<Radio />}
              label={`Selected tablets (${recipients.selected.length})`}
            />
            <FormControlLabel
              value="filter"
              control={<Radio />}
              label={`Every tablet matching the filters (${recipients.matching})`}
            />
          </RadioGroup>
        )
      }
      check={(text) => validateGroupMessage(text, byFilter ? [recipients.matching] : ids)}
      send={send}
      failure={recipients.kind === 'group' ? TABLET_MESSAGES.sendFailed : TABLET_MESSAGES.sendMessageFailed}
      onClose={onClose}
    />
  );
}
