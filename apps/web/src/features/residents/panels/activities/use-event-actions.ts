import { RESIDENT_EVENT_MESSAGES, type AttendanceStatus, type ResidentEvent } from '@acorn/domain/activities';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { ApiError } from '../../../../lib/api';
import { eventsKey, markAttendance, sendInvite } from './activities-api';
import { useAction } from '../../../../lib/use-action';

/** Whether a failure is the session ending, which the sign-in page takes care of. */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/** One change to an event: the call, and the spec's sentence if it fails. */
interface EventChange {
  event: ResidentEvent;
  call: () => Promise<string>;
  failed: string;
}

/**
 * Marking attendance and sending invitations, each saved at once: a snackbar with the server's words on
 * success, the reason in a dialog on failure. `busy` is the event whose change is on its way.
 */
export function useEventActions(userId: number) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const action = useAction(async ({ call, failed }: EventChange) => {
    try {
      dialogs.notify(await call());
    } catch (error) {
      if (!signedOut(error)) await dialogs.failure('Error', failed, error);
    } finally {
      void queryClient.invalidateQueries({ queryKey: eventsKey(userId) });
    }
  });
  const run = (event: ResidentEvent, call: () => Promise<string>, failed: string) =>
    action.run({ event, call, failed });
  const busy = action.busyWith?.event.public_event_id ?? null;

  return {
    busy,
    mark: (event: ResidentEvent, attendance: AttendanceStatus | null) =>
      void run(
        event,
        async () => {
          await markAttendance(userId, event.public_event_id, attendance);
          return attendance ? RESIDENT_EVENT_MESSAGES.marked : RESIDENT_EVENT_MESSAGES.cleared;
        },
        'Failed to save attendance. Try again later.',
      ),
    invite: (event: ResidentEvent) =>
      void run(
        event,
        async () => (await sendInvite(userId, event.public_event_id)).message,
        'Failed to send the invitation. Try again later.',
      ),
  };
}
