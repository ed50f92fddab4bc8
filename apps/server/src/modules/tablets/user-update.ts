import { isAdmin } from '@acorn/domain/access';
import {
  COMPANION_EDITABLE_FIELDS,
  readOnlyChange,
  RESIDENT_READ_ONLY_FIELDS,
  TABLET_USER_EDITABLE_FIELDS,
  USER_DETAILS_EDITABLE_FIELDS,
  USER_DETAILS_MESSAGES,
  USER_DETAILS_READ_ONLY_FIELDS,
  USER_TYPE,
  validateCompanion,
  validateResident,
  type CompanionInput,
  type ResidentDetail,
  type ResidentInput,
  type UserUpdate,
} from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { acornUsers, groups, tabletCredentials, userDetails } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';

export const USER_NOT_FOUND = TABLET_MESSAGES.userNotFound;

type Values = Record<string, unknown>;

/** Text is trimmed and empty means none; a null switch or id is no change (those columns are never null). */
function normalise(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** The fields of `input` that differ from `saved`, as they will be stored. Absent fields are unchanged. */
function changed(fields: readonly string[], input: Values, saved: Values): Values {
  const out: Values = {};
  for (const field of fields) {
    const value = normalise(input[field]);
    if (value === undefined || (value === null && typeof saved[field] === 'boolean')) continue;
    if (value !== (saved[field] ?? null)) out[field] = value;
  }
  return out;
}

const dayOf = (timestamp: string | null) =>
  timestamp ? new Date(timestamp).toISOString().slice(0, 10) : null;

/** A tablet user's account and privileges; throws 400/403 for anything the screen would not allow. */
async function tabletUserChanges(
  req: FastifyRequest,
  tx: Db,
  body: UserUpdate,
  saved: Values,
  before: ResidentDetail,
) {
  const readOnly =
    readOnlyChange(RESIDENT_READ_ONLY_FIELDS, body.user, before.user) ??
    readOnlyChange(USER_DETAILS_READ_ONLY_FIELDS, body.user_details ?? {}, before.user_details ?? {});
  if (readOnly) throw badRequest(readOnly);
  const user = changed(TABLET_USER_EDITABLE_FIELDS, body.user, {
    ...saved,
    dob: dayOf(saved.dob as string | null),
  });
  if (user.dob !== undefined) user.dob = user.dob === null ? null : `${user.dob as string}T00:00:00.000Z`;
  const group = body.user.group_id;
  if (group != null && group !== saved.group_id) {
    if (!isAdmin(req.user!.roles)) throw forbidden(USER_DETAILS_MESSAGES.groupChangeForbidden);
    const [exists] = await tx.select({ id: groups.group_id }).from(groups).where(eq(groups.group_id, group));
    if (!exists) throw badRequest('The chosen group does not exist.');
    user.group_id = group;
  }
  // An unassigned tablet has nobody's name to require.
  if (saved.user_type === USER_TYPE.TABLET_USER) {
    const failure = validateResident({ ...saved, ...user } as Partial<ResidentInput>);
    if (failure) throw badRequest(failure);
  }
  const details = changed(USER_DETAILS_EDITABLE_FIELDS, body.user_details ?? {}, before.user_details ?? {});
  return { user, details };
}

/**
 * A companion's account; an empty or absent password keeps the current one. Its username is unique whatever
 * its case (a unique index backs this check against two saves at once).
 */
async function companionChanges(tx: Db, body: UserUpdate, saved: Values) {
  const user = changed(COMPANION_EDITABLE_FIELDS, body.user, saved);
  const password = body.user.password ?? '';
  const failure = validateCompanion({ ...saved, ...user, password } as Partial<CompanionInput>);
  if (failure) throw badRequest(failure);
  const username = typeof user.username === 'string' ? user.username.trim() : '';
  if (username) {
    const [taken] = await tx
      .select({ user_id: acornUsers.user_id })
      .from(acornUsers)
      .where(
        and(
          sql`lower(${acornUsers.username}) = lower(${username})`,
          ne(acornUsers.user_id, saved.user_id as number),
        ),
      );
    if (taken) throw new HttpError(409, USER_DETAILS_MESSAGES.usernameTaken);
  }
  if (password !== '') user.password_hash = await hashPassword(password);
  return { user, details: {} };
}

/**
 * Saves what the user details form changed, in one transaction with its audit row (the changed fields
 * only). `before` is the user as GET answers it, which the read-only fields are compared with.
 */
export async function updateUser(req: FastifyRequest, before: ResidentDetail, body: UserUpdate) {
  const { db } = req.server;
  const userId = before.user.user_id;
  const scope = groupScope(req.user!);
  const now = req.server.clock().toISOString();
  const moved = await db.transaction(async (tx) => {
    // Locked, so it cannot move to another group between the check and the write.
    const [saved] = await tx
      .select()
      .from(acornUsers)
      .where(and(eq(acornUsers.user_id, userId), inScope(acornUsers.group_id, scope)))
      .for('update');
    if (!saved) throw notFound(USER_NOT_FOUND);
    const { user, details } =
      saved.user_type === USER_TYPE.COMPANION
        ? await companionChanges(tx, body, saved)
        : await tabletUserChanges(req, tx, body, saved, before);
    if (Object.keys(user).length + Object.keys(details).length === 0) return null;

    const group_id = (user.group_id as number | undefined) ?? saved.group_id;
    // Rows keyed by (user_id, group_id) follow a group change by cascade; the credential is keyed by user.
    await tx
      .update(acornUsers)
      .set({ ...user, last_modified_date: now })
      .where(eq(acornUsers.user_id, userId));
    if (user.group_id !== undefined)
      await tx.update(tabletCredentials).set({ group_id }).where(eq(tabletCredentials.user_id, userId));
    if (Object.keys(details).length > 0) {
      const set = { ...details, last_modified_date: now };
      await tx
        .insert(userDetails)
        .values({ user_id: userId, group_id, ...set })
        .onConflictDoUpdate({ target: userDetails.user_id, set });
    }
    const { password_hash, ...visible } = user;
    await writeAudit(tx, req, {
      action: 'update',
      entity: 'acorn-users',
      entity_id: userId,
      group_id,
      resident_id: userId,
      // The hash never reaches the log; that the password changed does.
      changes: { ...visible, ...details, ...(password_hash ? { credential_changed: true } : {}) },
    });
    return group_id === saved.group_id ? null : { from: saved.group_id, to: group_id };
  });
  // After the commit: the tablet's broker access follows the resident to the new group's broadcasts.
  // Saved either way; a broker that did not take it is logged for the operator (docs/tablet-link.md).
  if (moved)
    await req.server.tabletLink
      .groupChanged(userId, moved.from, moved.to)
      .catch((error: unknown) =>
        req.log.error({ err: error }, 'tablet link: group move not applied at the broker'),
      );
}
