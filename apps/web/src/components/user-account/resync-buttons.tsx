import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { Button } from '@mui/material';
import { useDialogs } from '../dialogs/dialogs-context';
import { sendCommand } from '../../lib/commands-api';

type Resync = 'reset_calendar' | 'reset_email' | 'reset_messages_auth';
export type ResyncWhat = 'calendar' | 'email' | 'messages';
const RESYNCS: { action: Resync; label: string; what: ResyncWhat }[] = [
  { action: 'reset_calendar', label: 'Resync Calendar', what: 'calendar' },
  { action: 'reset_email', label: 'Resync Email', what: 'email' },
  { action: 'reset_messages_auth', label: 'Resync Messages', what: 'messages' },
];

interface Props {
  userId: number;
  /**
   * The success sentence: user details shows the server's (the reset wording), the residents screen its
   * own 'Successfully send command to resync …' (spec doc 2 §8).
   */
  sentText?: (what: ResyncWhat) => string;
}

/** Role 1's resyncs of a tablet: each asks first, shows progress, then the spec's outcome. */
export function ResyncButtons({ userId, sentText }: Props) {
  const dialogs = useDialogs();

  async function resync(action: Resync, what: ResyncWhat) {
    const ok = await dialogs.confirm({ title: 'Resync', text: `Are you sure you want to resync ${what} ?` });
    if (!ok) return;
    const done = dialogs.progress('Sending command...');
    try {
      const result = await sendCommand({ action, user_ids: [userId] });
      done();
      await dialogs.message({ title: 'Success', text: sentText?.(what) ?? result.message });
    } catch (error) {
      done();
      await dialogs.failure('Error', TABLET_MESSAGES.commandFailed, error);
    }
  }

  return RESYNCS.map(({ action, label, what }) => (
    <Button key={action} variant="outlined" onClick={() => void resync(action, what)}>
      {label}
    </Button>
  ));
}
