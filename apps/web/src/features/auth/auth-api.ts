import { apiCall } from '../../lib/api';
import type { Session, SessionUser } from '../../lib/session';

type Account = SessionUser & { roles: { role_id: number; group_id: number }[] };

const toSession = ({ roles, ...user }: Account): Session => ({ user, roles: roles.map((r) => r.role_id) });

type SignedIn = Account & { status: 'success'; last_active_token: string };

/**
 * The session cookie is set by the server. The answer also carries the token, for API clients (the spec's
 * contract); the portal drops it unread, keeping only who signed in (ADR 0015).
 */
const sessionOf = ({ last_active_token: _forApiClients, status: _status, ...account }: SignedIn) =>
  toSession(account);

/** What the password step leads to: signed in, or (two-step sign-in on) the code step's challenge. */
export type PasswordStep = { session: Session } | { mfaToken: string };

/** `unlockToken`: from the link mailed to the owner of an account others were guessing at. */
export async function signIn(email: string, password: string, unlockToken?: string): Promise<PasswordStep> {
  const body = { email, password, ...(unlockToken ? { unlock_token: unlockToken } : {}) };
  const answer = await apiCall('post', '/v2/acorn/login', { body, handle401: false });
  return answer.status === 'mfa_required' ? { mfaToken: answer.mfa_token } : { session: sessionOf(answer) };
}

/** The second step: the authenticator's code, or a recovery code. */
export async function signInWithCode(
  mfaToken: string,
  answer: { code: string } | { recovery_code: string },
): Promise<Session> {
  return sessionOf(
    await apiCall('post', '/v2/acorn/login/two-step', {
      body: { mfa_token: mfaToken, ...answer },
      handle401: false,
    }),
  );
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
