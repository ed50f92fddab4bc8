import {
  PHOTO_FAILURES,
  photoCommandPayloadSchema,
  type AckPayload,
  type CommandPayload,
} from '@acorn/domain/tablet-link';

/** A photo the tablet shows, as it fetched it. */
export interface TabletPhoto {
  photo_id: number;
  bytes: Buffer;
  mime: string;
  caption: string | null;
  shared_by: string;
}

/**
 * Carries out a `photo` command (docs/tablet-link.md, "photo"): show fetches the picture at the address
 * given (resolved against the portal the tablet enrolled at) with the tablet's own credential as HTTP Basic,
 * checks it is whole and keeps it; remove forgets it. Answers the acknowledgement to send: done, or failed
 * with the reason.
 */
export async function carryOutPhoto(
  command: CommandPayload,
  photos: Map<number, TabletPhoto>,
  portal: { server: string; username: string; password: string },
): Promise<AckPayload> {
  const done = (detail?: string): AckPayload => ({ command_id: command.command_id, state: 'done', detail });
  const failed = (detail: string): AckPayload => ({
    command_id: command.command_id,
    state: 'failed',
    detail,
  });
  const parsed = photoCommandPayloadSchema.safeParse(command.payload);
  if (!parsed.success) return failed(PHOTO_FAILURES.unreadable);
  const photo = parsed.data;
  if (photo.op === 'remove') {
    photos.delete(photo.photo_id);
    return done('removed');
  }
  try {
    const basic = Buffer.from(`${portal.username}:${portal.password}`).toString('base64');
    const res = await fetch(new URL(photo.url, portal.server), {
      headers: { authorization: `Basic ${basic}` },
    });
    if (res.status !== 200) return failed(PHOTO_FAILURES.refused(res.status));
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length !== photo.bytes) return failed(PHOTO_FAILURES.incomplete);
    photos.set(photo.photo_id, {
      photo_id: photo.photo_id,
      bytes,
      mime: photo.mime,
      caption: photo.caption,
      shared_by: photo.shared_by,
    });
    return done('shown');
  } catch {
    return failed(PHOTO_FAILURES.offline);
  }
}
