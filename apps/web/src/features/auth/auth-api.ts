import { apiCall } from '../../lib/api';
import type { Session, SessionUser } from '../../lib/session';

type Account = SessionUser & { roles: { role_id: number; group_id: number }[] };

const toSession = ({ roles, ...user }: Account): Session => ({ user, roles: roles.map((r) => r.role_id) });

/**
 * Signs in: the server sets the session cookie. The answer also carries the token, for API clients (the
 * spec's contract); the portal drops it unread, keeping only who signed in (ADR 0015).
 */
export async function signIn(email: string, password: string): Promise<Session> {
  const {
    last_active_token: _forApiClients,
    status: _status,
    ...account
  } = await apiCall('post', '/v2/acorn/login', { body: { email, password }, handle401: false });
  return toSession(account);
}

/** The session cookie checked with the server: fresh user and roles, or an ApiError (401 when ended). */
export async function checkSession(): Promise<Session> {
  return toSession(await apiCall('get', '/v1/acorn/me', { handle401: false }));
}

export const signOut = () => apiCall('post', '/v1/acorn/logout', { handle401: false });

export const requestPasswordReset = (email: string) =>
  apiCall('post', '/v2/acorn/forgot-password', { body: { email } });

export const resetPassword = (token: string, password: string) =>
  apiCall('post', '/v2/acorn/reset-password', { body: { token, password } });
