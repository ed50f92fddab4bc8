import { CONFIRM_PROMPTS, TABLET_MESSAGES, type CommandInput } from '@acorn/domain/tablets';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { sendCommand } from '../../lib/commands-api';
import { ResyncButtons } from '../../components/user-account/resync-buttons';
import { ResetDialog, type ResetOptions } from './reset-dialog';
import { deleteUser } from './user-details-api';

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
      {hasTablet && <ResyncButtons userId={userId} />}
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
