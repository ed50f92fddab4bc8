import { admits, type Access } from '@acorn/domain/access';
import { useSyncExternalStore } from 'react';

/**
 * Who is signed in, as the browser keeps it to draw the screen: the user and the roles list. Never the
 * session token: that is an HttpOnly cookie no script can read (ADR 0015); the server judges every call.
 */
export interface SessionUser {
  user_id: number;
  user_group: number;
  email: string;
  firstname: string | null;
  surname: string | null;
  avatar: string | null;
  mob_phone: string | null;
  group_permissions: number;
  /** An administrator with no authenticator yet: the portal shows only the set-up page (ADR 0038). */
  two_step_setup_required?: boolean;
}
export interface Session {
  user: SessionUser;
  roles: number[];
}

const USER_KEY = 'acorn.user';
const ROLES_KEY = 'acorn.roles';
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const user = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null') as SessionUser | null;
    const roles = JSON.parse(localStorage.getItem(ROLES_KEY) ?? 'null') as number[] | null;
    return user && typeof user.user_id === 'number' && Array.isArray(roles) ? { user, roles } : null;
  } catch {
    return null; // unreadable storage is no session
  }
}

/** The group's permission bits as the session last heard them (sign-in, or /me since): what the page offers. */
export const groupPermissionsOf = (session: Session | null): number => session?.user.group_permissions ?? 0;

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(session: Session): void {
  localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  localStorage.setItem(ROLES_KEY, JSON.stringify(session.roles));
  cached = session;
  listeners.forEach((notify) => notify());
}

/** What else the browser keeps of a session (the query cache), forgotten with it. */
const forgetters = new Set<() => void>();
export const forgetOnSignOut = (forget: () => void) => void forgetters.add(forget);

export function clearSession(): void {
  localStorage.clear();
  cached = null;
  forgetters.forEach((forget) => forget());
  listeners.forEach((notify) => notify());
}

/**
 * Carried in the navigation to /logout and on to `/` when the session ended by itself (a 401: idle or
 * absolute limit, revoked elsewhere), so sign-in can say why the user is back; a deliberate Logout has none.
 */
export const EXPIRED_STATE = { sessionExpired: true } as const;
export const endedByItself = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'sessionExpired' in state;

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

export const useSession = (): Session | null => useSyncExternalStore(subscribe, getSession);

/**
 * Whether the signed-in user may do what `access` guards: the same access the server's route declares
 * (@acorn/domain), so a button is offered exactly when its call would be let through.
 */
export const useAllowed = (access: Access): boolean => admits(access, useSession()?.roles ?? null);
