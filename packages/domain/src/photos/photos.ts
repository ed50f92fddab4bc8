import { z } from 'zod';
import { IMAGE_TYPES } from '../shared/image-files';
import { isEmpty } from '../shared/empty';
import type { CommandState } from '../tablets/command';
import { rowId, rowText } from '../shared/fields';
import { listResponseSchema } from '../shared/list';

// Photos a family member shares with their resident's tablet (issue 20; doc 2 §2.6 /family-share). A photo
// is uploaded first, then shared: a `photo` command shows it on the tablet, and the photo's state is that
// command's, said in words. Staff see what was shared with a resident and may take a photo away.

/** How long a share waits for an offline tablet, and how long its picture's address works: 7 days. */
export const PHOTO_COMMAND_TTL_SECONDS = 7 * 24 * 60 * 60;

export const PHOTO_CAPTION_MAX = 200;

export const PHOTO_STATES = [
  'uploaded',
  'sent',
  'delivered',
  'shown',
  'failed',
  'expired',
  'removed',
] as const;
export type PhotoState = (typeof PHOTO_STATES)[number];

/** A share command's state as the photo's: queued or sent is on its way; done means it is on the screen. */
const FROM_COMMAND: Record<CommandState, PhotoState> = {
  queued: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  done: 'shown',
  failed: 'failed',
  expired: 'expired',
};

/** The photo's state from its latest share command (none: only uploaded) and whether it was removed. */
export function photoStateOf(command: CommandState | null, removed: boolean): PhotoState {
  if (removed) return 'removed';
  return command ? FROM_COMMAND[command] : 'uploaded';
}

export const PHOTO_STATE_WORDS: Record<PhotoState, string> = {
  uploaded: 'Uploaded',
  sent: 'Sent',
  delivered: 'Delivered',
  shown: 'Shown on the tablet',
  failed: 'Failed',
  expired: 'Expired',
  removed: 'Removed',
};

/** The state in words, never a colour alone; a failure with the tablet's reason ('Failed: …'). */
export function photoStateWords(photo: Pick<SharedPhoto, 'state' | 'state_detail'>): string {
  const words = PHOTO_STATE_WORDS[photo.state];
  return photo.state === 'failed' && photo.state_detail ? `${words}: ${photo.state_detail}` : words;
}

/** A photo may be shared (again) unless it is on its way or gone. */
export const canSharePhoto = (state: PhotoState) => !['sent', 'delivered', 'removed'].includes(state);

export const sharedPhotoSchema = z.object({
  photo_id: rowId,
  /** The resident it is for. */
  user_id: rowId,
  caption: rowText,
  mime: z.enum(IMAGE_TYPES),
  bytes: z.int().nonnegative(),
  width: z.int().nonnegative(),
  height: z.int().nonnegative(),
  created_at: z.string(),
  /** Who uploaded it, as the resident knows them; null once their account is gone. */
  shared_by: z.object({ name: z.string(), relationship: rowText }).nullable(),
  /** When it was last shared; null while only uploaded. */
  shared_at: rowText,
  state: z.enum(PHOTO_STATES),
  /** The tablet's reason, when the state is failed. */
  state_detail: rowText,
  /** The picture's addresses for whoever asked (the family member's or staff's own routes). */
  thumbnail_url: z.string(),
  image_url: z.string(),
});
export type SharedPhoto = z.infer<typeof sharedPhotoSchema>;

export const sharedPhotosPageSchema = listResponseSchema(sharedPhotoSchema);
export type SharedPhotosPage = z.infer<typeof sharedPhotosPageSchema>;

export const sharedPhotosQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** The answer to an upload, a share or a removal: what happened, and the photo as it now is. */
export const photoResultSchema = z.object({ message: z.string(), photo: sharedPhotoSchema });
export type PhotoResult = z.infer<typeof photoResultSchema>;

// The spec gives no wording for the family pages; these say what happened and what to do.
export const PHOTO_MESSAGES = {
  uploaded: 'Photo uploaded.',
  shared: (name: string) => `Photo sent to ${name}'s tablet.`,
  removed: 'Photo removed.',
  /** Staff removing a photo: what happens on the tablet. */
  removedFromTablet: 'Photo removed. The tablet is told to remove it.',
  captionTooLong: `The caption is longer than ${PHOTO_CAPTION_MAX} characters. Shorten it.`,
  noTablet: (name: string) =>
    `${name} has no tablet yet, so photos cannot be shown. Ask the care home to set one up.`,
  uploadFailed: 'The photo could not be uploaded. Try again later.',
  shareFailed: 'The photo could not be sent to the tablet. Try again later.',
  removeFailed: 'The photo could not be removed. Try again later.',
  none: 'No photos yet. Upload one to share it with the tablet.',
  noneShared: 'No photos have been shared with this resident yet.',
  /** The tablet asked for a picture that has been removed since the share. */
  gone: 'This photo was removed.',
} as const;

/** A caption, trimmed; empty is none. Too long: the message, else null. */
export function validatePhotoCaption(caption: string | null | undefined): string | null {
  if (isEmpty(caption)) return null;
  return caption!.trim().length > PHOTO_CAPTION_MAX ? PHOTO_MESSAGES.captionTooLong : null;
}

export const photoCaptionOf = (caption: string | null | undefined): string | null =>
  isEmpty(caption) ? null : caption!.trim();
