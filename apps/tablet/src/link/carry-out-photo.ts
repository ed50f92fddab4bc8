import { PHOTO_FAILURES, photoCommandPayloadSchema, type CommandPayload } from '@acorn/domain/tablet-link';
import type { TabletState } from '../state/tablet-state';
import type { HeldAck } from './held-ack';
import { forgetPhoto, keepPhoto } from './photo-store';

export interface PhotoDeps {
  update(change: (state: TabletState) => TabletState): void;
  /** GET on the portal with the tablet's credential. */
  fetchAsTablet(path: string): Promise<Response>;
}

/**
 * A family photo (docs/tablet-link.md, "photo"): show fetches the picture with the tablet's credential,
 * checks it is whole, keeps it for offline and shows it; remove forgets it (done also when it was never
 * here). Answers the acknowledgement: done, or failed with a reason the family member can read.
 */
export async function showOrRemovePhoto(command: CommandPayload, deps: PhotoDeps): Promise<HeldAck> {
  const done = (detail: string): HeldAck => ({ command_id: command.command_id, state: 'done', detail });
  const failed = (detail: string): HeldAck => ({
    command_id: command.command_id,
    state: 'failed',
    detail,
  });
  const parsed = photoCommandPayloadSchema.safeParse(command.payload);
  if (!parsed.success) return failed(PHOTO_FAILURES.unreadable);
  const photo = parsed.data;
  if (photo.op === 'remove') {
    await forgetPhoto(photo.photo_id).catch(() => {});
    deps.update((state) => withoutPhoto(state, photo.photo_id));
    return done('removed');
  }
  let picture: Blob;
  try {
    const res = await deps.fetchAsTablet(photo.url);
    if (res.status !== 200) return failed(PHOTO_FAILURES.refused(res.status));
    picture = await res.blob();
  } catch {
    return failed(PHOTO_FAILURES.offline);
  }
  if (picture.size !== photo.bytes) return failed(PHOTO_FAILURES.incomplete);
  try {
    await keepPhoto(photo.photo_id, picture);
  } catch {
    return failed(PHOTO_FAILURES.noRoom);
  }
  const shown = {
    photo_id: photo.photo_id,
    caption: photo.caption,
    shared_by: photo.shared_by,
    received_at: new Date().toISOString(),
    src: URL.createObjectURL(picture),
  };
  deps.update((state) => {
    const rest = withoutPhoto(state, photo.photo_id);
    return { ...rest, photos: [shown, ...rest.photos] };
  });
  return done('shown');
}

/** The state without one photo, its object URL let go. */
export function withoutPhoto(state: TabletState, photoId: number): TabletState {
  const gone = state.photos.find((p) => p.photo_id === photoId);
  if (!gone) return state;
  URL.revokeObjectURL(gone.src);
  return { ...state, photos: state.photos.filter((p) => p.photo_id !== photoId) };
}
