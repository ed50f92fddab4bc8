import { isAdmin } from '@acorn/domain';
import type { AuthUser } from '../modules/identity/session-store.js';

/** The one group a user's reads and writes are confined to; null = every group (role 1). */
export function groupScope(user: AuthUser): number | null {
  return isAdmin(user.roles) ? null : user.group_id;
}
