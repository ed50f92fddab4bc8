import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isAdmin } from '@acorn/domain/access';
import type { AuthUser } from './auth-user.js';

/** The one group a user's reads and writes are confined to; null = every group (role 1). */
export function groupScope(user: AuthUser): number | null {
  return isAdmin(user.roles) ? null : user.group_id;
}

/** The condition that keeps a query to a scope: the column equals it, or nothing for every group. */
export function inScope(column: PgColumn, scope: number | null): SQL | undefined {
  return scope === null ? undefined : eq(column, scope);
}
