import { z } from 'zod';
import { ALL_ROLES, ASSIGNABLE_ROLES } from '../access/roles';
import { inEmail, inId, inText, rowId, rowText, rowTimestamp } from '../shared/fields';

export const roleIdSchema = z.literal(ALL_ROLES);

// Role 6 is never offered and never accepted when roles are assigned.
export const assignableRoleIdSchema = z.literal(ASSIGNABLE_ROLES, { error: 'This role cannot be assigned.' });

export const roleSchema = z.object({ role_id: roleIdSchema, description: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const roleAssignmentSchema = z.object({ role_id: roleIdSchema, group_id: rowId });
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

// The session token is never part of a portal user row; it appears only in the sign-in answer.
export const portalUserSchema = z.object({
  user_id: rowId,
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  mob_phone: rowText,
  /** Null or empty: the client shows a default placeholder image. */
  avatar: rowText,
  role_id: roleIdSchema.nullish(),
  group_id: rowId,
  user_group: z.string().nullish(),
  roles: z.array(roleSchema),
  /** Disabled accounts cannot sign in; their sessions are revoked at once. */
  is_active: z.boolean().optional(),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

/** A row of the portal users table: the account, its active switch and its roles in its group. */
export const portalUserRowSchema = z.object({
  user_id: rowId,
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  mob_phone: rowText,
  group_id: rowId,
  is_active: z.boolean(),
  /** Each role with its description from the roles table (doc 1 §3), which the table's chips show. */
  roles: z.array(roleSchema),
  last_modified_date: rowTimestamp,
});
export type PortalUserRow = z.infer<typeof portalUserRowSchema>;

export const portalUserInputSchema = z.object({
  email: inEmail,
  firstname: inText,
  surname: inText,
  mob_phone: inText,
  group_id: inId,
  // The row's own shape ({role_id, description}, as read) or bare ids; the description is not stored.
  roles: z
    .array(
      z.union([
        assignableRoleIdSchema,
        z.object({ role_id: assignableRoleIdSchema, description: z.string().max(200).optional() }),
      ]),
    )
    .max(8)
    .nullish(),
  is_active: z.boolean().nullish(),
});
export type PortalUserInput = z.infer<typeof portalUserInputSchema>;

/** The role ids a portal user body names, whichever shape it sent them in. */
export function roleIdsOf(roles: PortalUserInput['roles']): number[] {
  return (roles ?? []).map((r) => (typeof r === 'number' ? r : r.role_id));
}

/** GET /assignable-roles: the roles the caller may give, described as in the roles table. */
export const assignableRolesSchema = z.object({ items: z.array(roleSchema) });
export type AssignableRoles = z.infer<typeof assignableRolesSchema>;

/** The profile form; email is shown but never changed here. */
export const profileInputSchema = z.object({
  firstname: inText,
  surname: inText,
  mob_phone: inText,
});
export type ProfileInput = z.infer<typeof profileInputSchema>;
