import { api } from '../../lib/api';
import type { Session, SessionUser } from '../../lib/session';

type Account = Omit<SessionUser, 'last_active_token'> & { roles: { role_id: number; group_id: number }[] };

const toSession = (account: Account, token: string): Session => {
  const { roles, ...user } = account;
  return { user: { ...user, last_active_token: token }, roles: roles.map((r) => r.role_id) };
};

export async function signIn(email: string, password: string): Promise<Session> {
  const answer = await api<Account & { last_active_token: string }>('/v2/acorn/login', {
    method: 'POST',
    body: { email, password },
    handle401: false,
  });
  return toSession(answer, answer.last_active_token);
}

/** The stored session checked with the server: fresh user and roles, or an ApiError (401 when ended). */
export async function checkSession(token: string): Promise<Session> {
  return toSession(await api<Account>('/v1/acorn/me', { handle401: false }), token);
}

export const signOut = () => api<void>('/v1/acorn/logout', { method: 'POST', handle401: false });

export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/v2/acorn/forgot-password', { method: 'POST', body: { email } });

export const resetPassword = (token: string, password: string) =>
  api<{ message: string }>('/v2/acorn/reset-password', { method: 'POST', body: { token, password } });
