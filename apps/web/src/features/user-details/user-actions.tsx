import { CONFIRM_PROMPTS, TABLET_MESSAGES, type CommandInput } from '@acorn/domain';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { sendCommand } from '../../lib/commands-api';
import { ResetDialog, type ResetOptions } from './reset-dialog';
import { deleteUser } from './user-details-api';

type Resync = 'reset_calendar' | 'reset_email' | 'reset_messages_auth';
const RESYNCS: { action: Resync; label: string; what: string }[] = [
  { action: 'reset_calendar', label: 'Resync Calendar', what: 'calendar' },
  { action: 'reset_email', label: 'Resync Email', what: 'email' },
  { action: 'reset_messages_auth', label: 'Resync Messages', what: 'messages' },
];
const SENDING = 'Sending command...';

interface Props {
  userId: number;
  /** Resyncs and Reset go to a tablet: not offered to someone without one (a companion, a user with no device). */
  hasTablet: boolean;
  /** Reset Tablet is the spec's for tablet users only. */
  tabletUser: boolean;
}

/**
 * Role 1's buttons on user details (spec doc 2 §2.3): resyncs, Delete User and, for a tablet user, Reset
 * Tablet. Each: confirmation, an alert with no button while it runs, then the spec's outcome message.
 */
export function UserActions({ userId, hasTablet, tabletUser }: Props) {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const [resetting, setResetting] = useState(false);

  async function command(input: CommandInput, failure: string) {
    const done = dialogs.progress(SENDING);
    try {
      const result = await sendCommand(input);
      done();
      await dialogs.message({ title: 'Success', text: result.message });
    } catch (error) {
      done();
      await dialogs.failure('Error', failure, error);
    }
  }

  async function resync(action: Resync, what: string) {
    const ok = await dialogs.confirm({ title: 'Resync', text: `Are you sure you want to resync ${what} ?` });
    if (ok) await command({ action, user_ids: [userId] }, TABLET_MESSAGES.commandFailed);
  }

  async function reset(options: ResetOptions | null) {
    setResetting(false);
    if (options)
      await command(
        { action: 'reset', user_ids: [userId], ...options, isContactReset: false },
        TABLET_MESSAGES.resetFailed,
      );
  }

  async function remove() {
    if (!(await dialogs.confirm({ title: 'Delete User', text: CONFIRM_PROMPTS.deleteUser }))) return;
    const done = dialogs.progress(TABLET_MESSAGES.deletingUser);
    try {
      await deleteUser(userId);
      done();
      await dialogs.message({ title: 'Success', text: TABLET_MESSAGES.userDeleted });
      await navigate('/tablets');
    } catch (error) {
      done();
      await dialogs.failure('Error', TABLET_MESSAGES.deleteUserFailed, error);
    }
  }

  return (
    <>
      {hasTablet &&
        RESYNCS.map(({ action, label, what }) => (
          <Button key={action} variant="outlined" onClick={() => void resync(action, what)}>
            {label}
          </Button>
        ))}
      <Button variant="outlined" color="error" onClick={() => void remove()}>
        Delete User
      </Button>
      {hasTablet && tabletUser && (
        <Button variant="outlined" color="error" onClick={() => setResetting(true)}>
          Reset Tablet
        </Button>
      )}
      {resetting && <ResetDialog onDone={(options) => void reset(options)} />}
    </>
  );
}
