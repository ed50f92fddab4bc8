// Role ids are the contract with stored data and the spec; names are ours (the product never shows them).
export const ROLE = {
  ADMIN: 1,
  MANAGER: 2,
  NEWSPAPERS: 3,
  CONTENT: 4,
  ACTIVITIES: 5,
  RESERVED: 6,
  FAMILY: 7,
  JOBS: 8,
} as const;

export type RoleId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const ALL_ROLES: readonly RoleId[] = [1, 2, 3, 4, 5, 6, 7, 8];

// Role 6 is never offered when assigning roles, and the server refuses it too.
export const ASSIGNABLE_ROLES: readonly RoleId[] = ALL_ROLES.filter((role) => role !== ROLE.RESERVED);

export const ROLE_DESCRIPTIONS: Record<RoleId, string> = {
  1: 'Administrator',
  2: 'Manager',
  3: 'Newspapers editor',
  4: 'Local contents editor',
  5: 'Activities editor',
  6: 'Reserved',
  7: 'Family member',
  8: 'Maintenance jobs',
};

export function isRoleId(value: number): value is RoleId {
  return (ALL_ROLES as readonly number[]).includes(value);
}

export function isAssignableRole(value: number): value is RoleId {
  return (ASSIGNABLE_ROLES as readonly number[]).includes(value);
}

/** Role 1 sees every group's rows; everyone else only their own group's. */
export function isAdmin(roles: readonly number[]): boolean {
  return roles.includes(ROLE.ADMIN);
}

/** True when `role` is the user's only role (duplicates ignored). */
export function isSoleRole(roles: readonly number[], role: RoleId): boolean {
  return roles.length > 0 && roles.every((r) => r === role);
}

const LANDING_BY_ROLE: Partial<Record<RoleId, string>> = {
  1: '/tablets',
  2: '/tablets',
  3: '/newspapers',
  4: '/local-contents',
  5: '/public-events',
  7: '/family-status-report',
  8: '/maintenance',
};

export const NO_LANDING_PATH = '/not-found';

/** Landing after sign-in: the lowest role id that has a landing page decides. */
export function landingPath(roles: readonly number[]): string {
  const sorted = [...roles].sort((a, b) => a - b);
  for (const role of sorted) {
    const path = isRoleId(role) ? LANDING_BY_ROLE[role] : undefined;
    if (path) return path;
  }
  return NO_LANDING_PATH;
}
