import {
  AWAITING_RESPONSE_TEXT,
  canSendCheckIn,
  SEND_CHECK_IN_TEXT,
  type ResidentRow,
} from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import HowToReg from '@mui/icons-material/HowToReg';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../../components/dialogs/dialogs-context';
import { ApiError } from '../../../lib/api';
import { useLiveEvents } from '../../../lib/live-events';
import { CheckInChip } from '../check-in-chip';
import { residentKeys, sendCheckIn } from '../residents-api';
import { CheckInLog } from './check-in-log';
import { useAction } from '../../../lib/use-action';

/** Without a tablet there is nobody to ask: the spec's wording for a missing device token. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 422
    ? TABLET_MESSAGES.noDeviceToken
    : TABLET_MESSAGES.checkInFailed;

/**
 * One resident's check-in (spec doc 2 §4): Send Check-In in states Default, Failed and Success; a disabled
 * 'Awaiting response' while Pending. The state follows the tablet live; the log is beneath.
 */
export function CheckInPanel({ resident }: { resident: ResidentRow }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const pending = !canSendCheckIn(resident.check_in);
  // The row's state arrives with the list; the log gains its answer (or its Failed) at the same moment.
  useLiveEvents((event) => {
    if (event.type === 'check_in' && event.user_id === resident.user_id)
      void queryClient.invalidateQueries({ queryKey: residentKeys.checkIns(resident.user_id) });
  });

  const sending = useAction(async () => {
    try {
      const answer = await sendCheckIn(resident.user_id);
      await dialogs.message({ title: 'Check-In', text: answer.message || TABLET_MESSAGES.checkInSent });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        await dialogs.message({ title: 'Error', text: failureText(error) });
    } finally {
      void queryClient.invalidateQueries({ queryKey: residentKeys.pages });
      void queryClient.invalidateQueries({ queryKey: residentKeys.checkIns(resident.user_id) });
    }
  });
  const send = () => sending.run();

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography component="span" role="status">
          <CheckInChip state={resident.check_in} />
        </Typography>
        <Button
          variant="contained"
          startIcon={<HowToReg />}
          disabled={pending || sending.busy}
          onClick={() => void send()}
        >
          {pending ? AWAITING_RESPONSE_TEXT : SEND_CHECK_IN_TEXT}
        </Button>
      </Box>
      {!resident.has_tablet && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No tablet is enrolled for this resident yet, so a check-in cannot reach them.
        </Typography>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        Check-in log
      </Typography>
      <CheckInLog userId={resident.user_id} />
    </>
  );
}
