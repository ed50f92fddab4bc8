import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { requiresTwoStep } from '@acorn/domain/auth';
import { groups, portalUsers, roleAssignments } from '../../db/schema/index.js';
import { hasConfirmedFactor } from './two-step/factor-store.js';
import type { Db } from '../../db/types.js';

export const findByEmail = async (db: Db, email: string) =>
  (
    await db
      .select()
      .from(portalUsers)
      .where(sql`lower(${portalUsers.email}) = ${email.trim().toLowerCase()}`)
  )[0];

/** A portal user as sign-in, GET /v1/acorn/me and the profile update answer it (see accountSummary). */
export const accountSchema = z.object({
  user_id: z.number(),
  user_group: z.number(),
  email: z.string(),
  avatar: z.string().nullable(),
  firstname: z.string().nullable(),
  surname: z.string().nullable(),
  mob_phone: z.string().nullable(),
  roles: z.array(z.object({ role_id: z.number(), group_id: z.number() })),
  group_permissions: z.number(),
  /** An administrator without an authenticator yet: until they set one up, the API refuses all but that. */
  two_step_setup_required: z.boolean(),
});

/** What sign-in and /me answer about a user: profile, role assignments and group permissions. */
export async function accountSummary(db: Db, userId: number) {
  const [user] = await db
    .select({
      user_id: portalUsers.user_id,
      user_group: portalUsers.group_id,
      email: portalUsers.email,
      avatar: portalUsers.avatar,
      firstname: portalUsers.firstname,
      surname: portalUsers.surname,
      mob_phone: portalUsers.mob_phone,
      group_permissions: groups.group_permissions,
    })
    .from(portalUsers)
    .innerJoin(groups, eq(groups.group_id, portalUsers.group_id))
    .where(eq(portalUsers.user_id, userId));
  if (!user) return undefined;
  const roles = await db
    .select({ role_id: roleAssignments.role_id, group_id: roleAssignments.group_id })
    .from(roleAssignments)
    .where(eq(roleAssignments.user_id, userId))
    .orderBy(roleAssignments.role_id);
  const two_step_setup_required =
    requiresTwoStep(roles.map((r) => r.role_id)) && !(await hasConfirmedFactor(db, userId));
  return { ...user, roles, two_step_setup_required };
}
