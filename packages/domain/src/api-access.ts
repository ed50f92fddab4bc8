import { ROLE } from './roles';
import { findRoute } from './route-access';
import type { Access } from './routes';

// Each API resource is guarded by the roles of the screen that uses it, so the route table stays the
// single source of access rules. A resource with a contract (contracts/) takes its access from there.
export const API_ACCESS = {
  'acorn-users': '/users',
  // GET and PUT one user; DELETE is role 1's alone (doc 2 §6), checked by the route itself.
  'user-details': '/device/:device',
  'companion-users': '/users',
  'portal-users': '/portal-users',
  'acorn-locations': '/tablets',
  'acorn-versions': '/tablets',
  'acorn-users-and-order': '/acorn-users',
  'acorn-order-names': '/orders',
  'acorn-renewals-order-device': '/renewals',
  commands: '/tablets',
  live: '/tablets',
  // Enrolment secrets and tablet credentials: the operator's (role 1) alone.
  'tablet-enrolment': '/groups',
} as const;

export type ApiResource = keyof typeof API_ACCESS;

export function apiAccess(resource: ApiResource): Access {
  // Every path above is in ROUTES (tested); failing closed keeps a typo from opening a resource.
  return findRoute(API_ACCESS[resource])?.access ?? [ROLE.ADMIN];
}

/**
 * Who has the header's notification bell: staff who look after residents (their group's missed check-ins,
 * call requests and unread messages) and family members (their own residents' missed check-ins). Other
 * roles do not see residents, so they are told nothing about them, not even how many.
 */
export function notificationAccess(): Access {
  const staff = apiAccess('acorn-users');
  return Array.isArray(staff) ? [...staff, ROLE.FAMILY] : staff;
}
