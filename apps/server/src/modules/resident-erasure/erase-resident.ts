import { USER_TYPE, type UserDeleted } from '@acorn/domain/residents';
import { DELETE_RESET_OPTIONS, DELETE_RESET_TTL_SECONDS, TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import {
  acornUsers,
  appointments,
  callLogs,
  checkInLogs,
  commands,
  familyLinks,
  healthReadings,
  healthRanges,
  maintenances,
  medicalNotes,
  messages,
  publicEventAttendances,
  sharedPhotos,
  tabletCredentials,
  userContacts,
  userDetails,
  userDevices,
  userMetrics,
  enrolmentLinks,
  calls,
  auditLog,
  residentErasures,
} from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/http-error.js';
import { removeRequestPhoto } from '../family-maintenance/request-photos.js';
import { photoFiles } from '../photos/photo-files.js';
import { eraseTraces } from './erase-traces.js';
import { announceCommands } from '../tablet-link/commands/send-commands.js';
import { storeCommands, type StoredCommand } from '../tablet-link/commands/store-commands.js';

// Releasing a tablet (docs/decisions/0011) removes everything a hard delete would cascade to, except what
// describes the tablet itself. A test checks that every foreign key to acorn_users is in one of these lists.
/** The resident's own records: erased with them. */
export const RESIDENT_RECORDS: (PgTable & { user_id: PgColumn })[] = [
  userDetails,
  userContacts,
  familyLinks,
  messages,
  checkInLogs,
  callLogs,
  // The person's calls (issue 22): who they spoke with and when.
  calls,
  healthReadings,
  healthRanges,
  medicalNotes,
  publicEventAttendances,
  sharedPhotos,
  // A link made for the person who is gone must not enrol a tablet afterwards.
  enrolmentLinks,
];
/** The tablet's last report, its SIM and its credential: kept, so the tablet stays reachable. */
export const TABLET_RECORDS: PgTable[] = [userMetrics, userDevices, tabletCredentials];
/** Records that outlive the user and only lose the link (as a hard delete's SET NULL would do). */
export const USER_LINKS: PgColumn[] = [
  userContacts.contact_user_id,
  maintenances.user_id,
  appointments.user_id,
];

/** What identifies a person on acorn_users; location and group stay, as they say where the tablet is. */
const PERSONAL_FIELDS_CLEARED = {
  firstname: null,
  surname: null,
  email: null,
  username: null,
  password_hash: null,
  mob_phone: null,
  home_phone: null,
  dob: null,
  street: null,
  city: null,
  county: null,
  postalcode: null,
  country: null,
  avatar: null,
  device_token: null,
  facility_id: null,
};

/** The resident's tablet becomes an unassigned device (user_type 3) with none of their data. */
async function releaseTablet(tx: Db, userId: number, now: string) {
  for (const table of RESIDENT_RECORDS) await tx.delete(table).where(eq(table.user_id, userId));
  for (const link of USER_LINKS)
    await tx.execute(
      sql`update ${link.table} set ${sql.identifier(link.name)} = null where ${link} = ${userId}`,
    );
  await tx
    .update(acornUsers)
    .set({
      ...PERSONAL_FIELDS_CLEARED,
      user_type: USER_TYPE.UNASSIGNED_DEVICE,
      is_active: false,
      is_online: 0,
      verified: false,
      last_modified_date: now,
    })
    .where(eq(acornUsers.user_id, userId));
}

/** Whatever still waits to go to this user's tablet was meant for the person being deleted. */
async function cancelWaitingCommands(tx: Db, userId: number, now: string) {
  await tx
    .update(commands)
    .set({ state: 'expired', finished_at: now, detail: 'The user was deleted.' })
    .where(and(eq(commands.user_id, userId), inArray(commands.state, ['queued', 'sent'])));
}

/**
 * The audit rows about a resident up to now are the erased person's: the viewer shows them by a
 * pseudonym from here on, whoever the same user_id (a released tablet) belongs to later.
 */
async function recordErasure(tx: Db, user: { user_id: number; group_id: number }, now: string) {
  await tx.insert(residentErasures).values({
    user_id: user.user_id,
    group_id: user.group_id,
    erased_at: now,
    audit_id: sql`(select max(${auditLog.id}) from ${auditLog} where ${auditLog.resident_id} = ${user.user_id})`,
  });
}

/**
 * Deletes a user (role 1). A tablet user with a tablet is not removed but released: their data goes and
 * the tablet stays in the fleet as an unassigned device, so the delete-time reset (gmail, photos and
 * applications; 28 days to live) stored here still reaches it. Anyone else is deleted outright. A
 * resident's traces go as on erasure (eraseTraces).
 */
export function deleteUser(req: FastifyRequest, userId: number): Promise<UserDeleted> {
  return removeUser(req, userId, { erase: false });
}

/**
 * Erases a resident on request (GDPR art. 17, role 1): what a delete does (which since issue 40 includes
 * what was said to them in the commands kept with the tablet, their name on jobs and reports, and what
 * their family wrote), audited as 'erase'. `onFound` checks the row before anything is removed (the
 * typed confirmation), inside the transaction.
 */
export function eraseResident(
  req: FastifyRequest,
  userId: number,
  onFound: (user: typeof acornUsers.$inferSelect) => void,
): Promise<UserDeleted> {
  return removeUser(req, userId, { erase: true, onFound });
}

async function removeUser(
  req: FastifyRequest,
  userId: number,
  how: { erase: boolean; onFound?: (user: typeof acornUsers.$inferSelect) => void },
): Promise<UserDeleted> {
  const { db, tabletLink } = req.server;
  const now = req.server.clock();
  const { reset, revoke, photos, requestPhotos } = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(acornUsers).where(eq(acornUsers.user_id, userId)).for('update');
    if (!user) throw notFound(TABLET_MESSAGES.userNotFound);
    how.onFound?.(user);
    // A resident's delete erases them as an erasure does (ADR 0040, issue 40); the audit action differs.
    const requestPhotos = user.user_type === USER_TYPE.TABLET_USER ? await eraseTraces(tx, user) : [];
    // Their shared photos' rows go with them (either way below); the files, once that is committed.
    const photos = await tx
      .select({ file_path: sharedPhotos.file_path, thumbnail_path: sharedPhotos.thumbnail_path })
      .from(sharedPhotos)
      .where(eq(sharedPhotos.user_id, userId));
    await cancelWaitingCommands(tx, userId, now.toISOString());
    const release = user.user_type === USER_TYPE.TABLET_USER && user.acorn_id !== null;
    let stored: StoredCommand[] = [];
    let live: unknown[] = [];
    if (release) {
      if (user.is_active) {
        stored = await storeCommands(
          tx,
          [{ user_id: user.user_id, group_id: user.group_id }],
          {
            action: 'reset',
            payload: { ...DELETE_RESET_OPTIONS },
            ttlSeconds: DELETE_RESET_TTL_SECONDS,
            createdBy: req.user!.user_id,
            senderName: null,
            now,
          },
          { user_id: req.user!.user_id, email: req.user!.email, ip: req.ip },
        );
      }
      await releaseTablet(tx, userId, now.toISOString());
    } else {
      live = await tx
        .select({ id: tabletCredentials.id })
        .from(tabletCredentials)
        .where(and(eq(tabletCredentials.user_id, userId), isNull(tabletCredentials.revoked_at)));
      await tx.delete(acornUsers).where(eq(acornUsers.user_id, userId));
    }
    await writeAudit(tx, req, {
      action: how.erase ? 'erase' : 'delete',
      entity: 'acorn-users',
      entity_id: userId,
      group_id: user.group_id,
      resident_id: userId,
      changes: {
        user_type: user.user_type,
        tablet_released: release,
        reset_command_id: stored[0]?.id ?? null,
      },
    });
    if (user.user_type === USER_TYPE.TABLET_USER) await recordErasure(tx, user, now.toISOString());
    return { reset: stored, revoke: live.length > 0, photos, requestPhotos };
  });
  const files = photoFiles(req.server);
  await Promise.all(photos.map((photo) => files.remove(photo)));
  await Promise.all(requestPhotos.map((name) => removeRequestPhoto(req.server, name)));
  if (reset.length > 0) announceCommands(req, reset, tabletLink.dispatcher);
  // A device deleted outright loses its credential with its row; the broker must drop it too.
  if (revoke) {
    await tabletLink
      .credentialRevoked(userId)
      .catch((error: unknown) => req.log.error({ err: error }, 'tablet link: revocation not passed on'));
  }
  const [command] = reset;
  return {
    message: TABLET_MESSAGES.userDeleted,
    user_id: userId,
    is_active: false,
    reset: command ? { command_id: command.id, state: command.state } : null,
  };
}
