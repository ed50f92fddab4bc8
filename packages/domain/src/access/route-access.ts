import { isSoleRole, ROLE } from './roles';
import { ROUTES, type Access, type RouteEntry, type RoutePath } from './routes';

function segments(path: string): string[] {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.split('/').filter((part) => part !== '');
}

function matches(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return false;
  return want.every((part, i) => part.startsWith(':') || part === got[i]);
}

/** The route for a browser or guard path; ':param' segments match any one segment. */
export function findRoute(path: string): RouteEntry | undefined {
  return ROUTES.find((route) => matches(route.path, path));
}

/** The values of a route's ':param' segments, e.g. { device: '12' } for '/device/12'. */
export function routeParams(pattern: string, path: string): Record<string, string> | undefined {
  if (!matches(pattern, path)) return undefined;
  const got = segments(path);
  const params: Record<string, string> = {};
  segments(pattern).forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[i] ?? '');
  });
  return params;
}

/**
 * A screen's roles, as the route table says: APIs follow the screen that uses them, so the table stays the
 * single source of access rules, and a misspelt path does not compile.
 */
export function screenAccess(route: RoutePath): Access {
  // Every RoutePath is in ROUTES; failing closed (role 1) is for a path removed from the table at run time.
  return findRoute(route)?.access ?? [ROLE.ADMIN];
}

/** `roles` is null when nobody is signed in. Any one allowed role is enough. */
export function admits(access: Access, roles: readonly number[] | null): boolean {
  if (access === 'public') return true;
  if (roles === null) return false;
  if (access === 'signed-in') return true;
  return roles.some((role) => (access as readonly number[]).includes(role));
}

/** Unknown paths are not admitted; the router sends them to /not-found. */
export function canVisit(path: string, roles: readonly number[] | null): boolean {
  const route = findRoute(path);
  return route !== undefined && admits(route.access, roles);
}

/**
 * A nav item shows exactly when its route admits the user (DESIGN §3), except items reserved for a
 * sole role. Returned entries carry the label to show, already resolved for sole-role variants.
 */
export function navItems(roles: readonly number[]): RouteEntry[] {
  const items: RouteEntry[] = [];
  for (const route of ROUTES) {
    const nav = route.nav;
    if (!nav || !admits(route.access, roles)) continue;
    if (nav.soleRole !== undefined && !isSoleRole(roles, nav.soleRole)) continue;
    const variant = nav.soleRoleLabel;
    if (variant && isSoleRole(roles, variant.role)) {
      items.push({ ...route, nav: { label: variant.label, menu: nav.menu, soleRole: variant.role } });
    } else {
      items.push(route);
    }
  }
  return items;
}
