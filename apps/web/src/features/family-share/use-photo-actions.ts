import type { FamilyResident } from '@acorn/domain/family';
import { PHOTO_MESSAGES, type SharedPhoto } from '@acorn/domain/photos';
import { useQueryClient } from '@tanstack/react-query';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { ApiError } from '../../lib/api';
import { familyShareKeys, removePhoto, sharePhoto } from './family-share-api';
import { residentName } from '../../components/family/family-residents';
import { useAction } from '../../lib/use-action';

const TITLE = 'Share Media';
/** A session that ended is the sign-in page's to handle, not a failure to report. */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Sharing and removing a photo: the server's words in a short note on success, the reason in a dialog on
 * failure (a resident without a tablet, say). `busy` is the photo whose change is on its way.
 */
export function usePhotoActions(resident: FamilyResident) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const name = residentName(resident);

  const action = useAction(
    async ({ call, failed }: { photo: SharedPhoto; call: () => Promise<string>; failed: string }) => {
      try {
        dialogs.notify(await call());
        return true;
      } catch (error) {
        if (!signedOut(error)) await dialogs.failure(TITLE, failed, error);
        return false;
      } finally {
        void queryClient.invalidateQueries({ queryKey: familyShareKeys.photos(resident.user_id) });
      }
    },
  );
  const run = (photo: SharedPhoto, call: () => Promise<string>, failed: string) =>
    action.run({ photo, call, failed });
  const busy = action.busyWith?.photo.photo_id ?? null;

  return {
    busy,
    share: (photo: SharedPhoto) =>
      run(
        photo,
        async () => (await sharePhoto(resident.user_id, photo.photo_id)).message,
        PHOTO_MESSAGES.shareFailed,
      ),
    async remove(photo: SharedPhoto): Promise<boolean> {
      const confirmed = await dialogs.confirm({
        title: 'Remove photo',
        text:
          photo.state === 'uploaded'
            ? 'Remove this photo?'
            : `Remove this photo? It is taken off ${name}’s tablet too.`,
        confirmLabel: 'Remove',
        destructive: true,
      });
      if (!confirmed) return false;
      return run(
        photo,
        async () => (await removePhoto(resident.user_id, photo.photo_id)).message,
        PHOTO_MESSAGES.removeFailed,
      );
    },
  };
}

export type PhotoActions = ReturnType<typeof usePhotoActions>;
