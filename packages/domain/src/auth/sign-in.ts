import { z } from 'zod';
import { roleAssignmentSchema } from '../portal-users/portal-user';
import { rowId, rowText } from '../shared/fields';

export const loginBodySchema = z.object({
  email: z.string().trim().max(320),
  password: z.string().max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  status: z.string(),
  last_active_token: z.string(),
  user_id: rowId,
  /** The group id as text; '1' is the administrators' group. */
  user_group: z.string(),
  avatar: rowText,
  firstname: z.string(),
  surname: z.string(),
  roles: z.array(roleAssignmentSchema),
  group_permissions: z.int().nonnegative(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
