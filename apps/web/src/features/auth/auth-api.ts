import { api } from '../../lib/api';
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
  } = await api<Account & { last_active_token: string; status: string }>('/v2/acorn/login', {
    method: 'POST',
    body: { email, password },
    handle401: false,
  });
  return toSession(account);
}

/** The session cookie checked with the server: fresh user and roles, or an ApiError (401 when ended). */
export async function checkSession(): Promise<Session> {
  return toSession(await api<Account>('/v1/acorn/me', { handle401: false }));
}

export const signOut = () => api<void>('/v1/acorn/logout', { method: 'POST', handle401: false });

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/v2/acorn/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string) =>
  api<{ message: string }>('/v2/acorn/reset-password', { method: 'POST', body: { token, password } });
