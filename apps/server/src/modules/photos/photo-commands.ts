import { PHOTO_COMMAND_TTL_SECONDS, PHOTO_MESSAGES, type PhotoResult } from '@acorn/domain/photos';
import type { ImageType } from '@acorn/domain/shared';
import type { PhotoCommandPayload } from '@acorn/domain/tablet-link';
import { DEFAULT_COMMAND_TTL_SECONDS, type CommandAction } from '@acorn/domain/tablets';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, sharedPhotos } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { LinkedResident } from '../family/linked-resident.js';
import type { VisibleResident } from '../residents/visible-resident.js';
import { planCommand } from '../tablet-link/commands/command-plan.js';
import { announceCommands } from '../tablet-link/commands/send-commands.js';
import { storeCommands, type StoredCommand, type Target } from '../tablet-link/commands/store-commands.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { auditPhoto } from './photo-audit.js';
import { photoFiles } from './photo-files.js';
import { findPhoto, photoOf, type PhotoRow } from './photo-rows.js';
import { signedPhotoUrl } from './photo-url-signing.js';

/** The resident's tablet, if they have one: the tablet link's own rule (planCommand). */
async function residentTablet(db: Db, residentId: number): Promise<Target[]> {
  const candidates = await db
    .select({
      user_id: acornUsers.user_id,
      group_id: acornUsers.group_id,
      is_online: acornUsers.is_online,
      has_tablet: hasTablet,
    })
    .from(acornUsers)
    .where(eq(acornUsers.user_id, residentId));
  const action: CommandAction = 'photo';
  return planCommand(
    action,
    candidates.map((c) => ({ ...c, has_tablet: Boolean(c.has_tablet) })),
  ).targets;
}

/** Stores a photo command with the change it goes with, in one transaction; told to tablets once committed. */
async function commandWith(
  req: FastifyRequest,
  targets: readonly Target[],
  command: { payload: PhotoCommandPayload; ttlSeconds: number },
  change: (tx: Db, stored: StoredCommand[]) => Promise<void>,
): Promise<StoredCommand[]> {
  const user = req.user!;
  const stored = await req.server.db.transaction(async (tx) => {
    const made = await storeCommands(
      tx,
      targets,
      {
        action: 'photo',
        ...command,
        createdBy: user.user_id,
        senderName: null,
        now: req.server.clock(),
      },
      { user_id: user.user_id, email: user.email, ip: req.ip },
    );
    await change(tx, made);
    return made;
  });
  announceCommands(req, stored, req.server.tabletLink.dispatcher);
  return stored;
}

/** Who shared it, as the resident knows them: 'Mary Campbell (daughter)'. */
const sharedBy = (row: PhotoRow) => {
  const name = [row.firstname, row.surname].filter(Boolean).join(' ') || 'Your family';
  return row.relationship ? `${name} (${row.relationship})` : name;
};

/**
 * Shows the family member's photo on their resident's tablet: a `photo` command (op show) whose address
 * works with the tablet's own credential until the command expires (7 days: a tablet may be offline that
 * long, and the command is no use after). Sharing again sends a new command; the photo follows the latest.
 */
export async function sharePhoto(
  req: FastifyRequest,
  resident: LinkedResident,
  photoId: number,
): Promise<PhotoResult> {
  const { db } = req.server;
  const row = await findPhoto(db, resident.user_id, photoId, req.user!.user_id);
  if (!row || row.removed_at !== null) throw notFound();
  const targets = await residentTablet(db, resident.user_id);
  if (targets.length === 0) throw new HttpError(422, PHOTO_MESSAGES.noTablet(resident.name));
  const now = req.server.clock();
  const address = await signedPhotoUrl(
    req.server,
    row,
    new Date(now.getTime() + PHOTO_COMMAND_TTL_SECONDS * 1000),
  );
  const payload: PhotoCommandPayload = {
    op: 'show',
    photo_id: row.photo_id,
    ...address,
    mime: row.mime as ImageType,
    bytes: row.bytes,
    caption: row.caption,
    shared_by: sharedBy(row),
  };
  await commandWith(
    req,
    targets,
    { payload, ttlSeconds: PHOTO_COMMAND_TTL_SECONDS },
    async (tx, [command]) => {
      await tx
        .update(sharedPhotos)
        .set({ share_command_id: command!.id, shared_at: now.toISOString() })
        .where(eq(sharedPhotos.photo_id, row.photo_id));
      await auditPhoto(tx, req, row, 'update', { shared: true, command_id: command!.id });
    },
  );
  const shared = await findPhoto(db, resident.user_id, photoId);
  return { message: PHOTO_MESSAGES.shared(resident.name), photo: photoOf(shared!, 'family') };
}

/**
 * Takes a photo away (the family member's own, or any by staff): the row stays, saying who removed it and
 * when; the files go. A photo that was shared is removed from the tablet too (op remove), with the usual
 * 28 days to reach a tablet that is offline, so a photo on a long-silent tablet still goes.
 */
export async function removePhoto(
  req: FastifyRequest,
  resident: VisibleResident,
  photoId: number,
  /** The family member's own photo alone; or, for staff, only one that was shared with the resident. */
  whose: { uploadedBy: number } | 'shared',
): Promise<void> {
  const { db } = req.server;
  const uploadedBy = whose === 'shared' ? undefined : whose.uploadedBy;
  const row = await findPhoto(db, resident.user_id, photoId, uploadedBy);
  if (!row || row.removed_at !== null || (whose === 'shared' && row.shared_at === null)) throw notFound();
  const targets = row.share_command_id === null ? [] : await residentTablet(db, resident.user_id);
  const payload: PhotoCommandPayload = { op: 'remove', photo_id: row.photo_id };
  await commandWith(req, targets, { payload, ttlSeconds: DEFAULT_COMMAND_TTL_SECONDS }, async (tx) => {
    const removed = await tx
      .update(sharedPhotos)
      .set({
        removed_at: req.server.clock().toISOString(),
        removed_by: req.user!.user_id,
        file_path: null,
        thumbnail_path: null,
      })
      .where(and(eq(sharedPhotos.photo_id, row.photo_id), isNull(sharedPhotos.removed_at)))
      .returning({ photo_id: sharedPhotos.photo_id });
    // Removed by someone else meanwhile: nothing to do, and no second command.
    if (removed.length === 0) throw notFound();
    await auditPhoto(tx, req, row, 'delete', { tablet_told: targets.length > 0 });
  });
  await photoFiles(req.server).remove(row);
}
