import { isAdmin, ROLE } from '@acorn/domain/access';
import { roleIdsOf, type PortalUserInput } from '@acorn/domain/portal-users';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { roleAssignments, roles, sessions, type portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { forbidden } from '../../lib/http-error.js';
import type { TableRow, WriteMode } from '../../lib/resource/resource-definition.js';
import type { AuthUser } from '../identity/session-store.js';

export const ONLY_ADMIN_GRANTS_ADMIN = 'Only an administrator can grant or remove role 1.';
export const ONLY_ADMIN_CHANGES_ADMIN = 'Only an administrator can change or delete an administrator.';
export const NOT_YOURSELF = 'You cannot delete or disable your own account.';

type PortalUser = TableRow<typeof portalUsers>;
type Body = Partial<PortalUserInput>;

const rolesOf = async (db: Db, userId: number) =>
  (await db.select().from(roleAssignments).where(eq(roleAssignments.user_id, userId))).map((r) => r.role_id);

/** Gives each portal user row its roles, described from the roles table, in one query for the whole page. */
export async function withRoles(db: Db, rows: PortalUser[]) {
  const ids = rows.map((r) => r.user_id);
  if (!ids.length) return rows;
  const held = await db
    .select({ user_id: roleAssignments.user_id, role_id: roles.role_id, description: roles.description })
    .from(roleAssignments)
    .innerJoin(roles, eq(roles.role_id, roleAssignments.role_id))
    .where(inArray(roleAssignments.user_id, ids))
    .orderBy(asc(roles.role_id));
  return rows.map((row) => ({
    ...row,
    roles: held
      .filter((r) => r.user_id === row.user_id)
      .map(({ role_id, description }) => ({ role_id, description })),
  }));
}

/** Only role 1 grants role 1, or changes anything about a user who holds it (the reason, or null). */
export function roleChangeRefusal(me: AuthUser, before: readonly number[], wanted: readonly number[]) {
  if (isAdmin(me.roles)) return null;
  if (before.includes(ROLE.ADMIN)) return ONLY_ADMIN_CHANGES_ADMIN;
  if (wanted.includes(ROLE.ADMIN)) return ONLY_ADMIN_GRANTS_ADMIN;
  return null;
}

/**
 * Saves the roles a create or update names (role 6 is refused by the input schema), in the user's group.
 * Role 1 is granted or removed only by role 1, and nobody disables themselves.
 */
async function saveRoles(tx: Db, req: FastifyRequest, saved: PortalUser, body: Body, mode: WriteMode) {
  const me = req.user!;
  const userId = saved.user_id;
  if (body.is_active === false && userId === me.user_id) throw forbidden(NOT_YOURSELF);
  const before = mode === 'create' ? [] : await rolesOf(tx, userId);
  const wanted = Array.isArray(body.roles) ? [...new Set(roleIdsOf(body.roles))].sort() : before;
  const refusal = roleChangeRefusal(me, before, wanted);
  if (refusal) throw forbidden(refusal);
  // Rewritten also when only the group changed: a user's roles are held in their own group.
  await tx.delete(roleAssignments).where(eq(roleAssignments.user_id, userId));
  if (wanted.length)
    await tx
      .insert(roleAssignments)
      .values(wanted.map((role_id) => ({ user_id: userId, role_id, group_id: saved.group_id })));
}

/**
 * What a portal user's save writes beyond their row: their roles, and, when the account is disabled, the end
 * of every session it has (for good: enabling it again later does not bring them back).
 */
export async function afterPortalUserWrite(
  tx: Db,
  req: FastifyRequest,
  saved: PortalUser,
  body: Body,
  mode: WriteMode,
) {
  await saveRoles(tx, req, saved, body, mode);
  if (body.is_active === false)
    await tx
      .update(sessions)
      .set({ revoked_at: req.server.clock().toISOString() })
      .where(and(eq(sessions.user_id, saved.user_id), isNull(sessions.revoked_at)));
}

/** A manager cannot touch an administrator, and nobody deletes their own account. */
export async function guardAccounts(
  existing: PortalUser,
  req: FastifyRequest,
  tx: Db,
  action: 'update' | 'delete',
) {
  const me = req.user!;
  if (action === 'delete' && existing.user_id === me.user_id) return NOT_YOURSELF;
  if (!isAdmin(me.roles) && (await rolesOf(tx, existing.user_id)).includes(ROLE.ADMIN))
    return ONLY_ADMIN_CHANGES_ADMIN;
  return null;
}
