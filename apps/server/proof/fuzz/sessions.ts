import { ALL_ROLES, type RoleId } from '@acorn/domain/access';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/setup/demo-accounts.js';
import { totpCode, totpStep } from '../../src/lib/totp.js';

const signIn = (base: string, email: string) =>
  fetch(`${base}/v2/acorn/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });

/** One demo account per role signed in (role 6 has none): its Bearer header, and who signed in. */
export async function signInDemoRoles(base: string) {
  const sessions = new Map<RoleId, Record<string, string>>();
  const emails = new Set<string>();
  for (const account of DEMO_ACCOUNTS) {
    if (sessions.has(account.role)) continue;
    const res = await signIn(base, account.email);
    const { last_active_token, two_step_setup_required } = (await res.json()) as {
      last_active_token: string;
      two_step_setup_required?: boolean;
    };
    if (two_step_setup_required) await setUpAuthenticator(base, last_active_token);
    sessions.set(account.role, { authorization: `Bearer ${last_active_token}` });
    emails.add(account.email);
  }
  return { sessions, emails, roles: ALL_ROLES.filter((r) => sessions.has(r)) };
}

/**
 * The demo administrator has no authenticator on a new server, and may do nothing else until one is set
 * up (ADR 0038): set up as the enrolment screen does, so the fuzz reaches role 1's routes.
 */
async function setUpAuthenticator(base: string, token: string) {
  const post = (url: string, body: object) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { secret } = (await (await post('/v1/acorn/two-step/start', { password: DEMO_PASSWORD })).json()) as {
    secret: string;
  };
  const confirmed = await post('/v1/acorn/two-step/confirm', {
    code: totpCode(secret, totpStep(new Date())),
  });
  if (!confirmed.ok) throw new Error(`setting up the administrator's authenticator: ${confirmed.status}`);
}

/** Healthy: the OpenAPI document, a new sign-in and a list each answer 200. */
export async function healthAfter(base: string, admin: Record<string, string>): Promise<number[]> {
  return [
    (await fetch(`${base}/docs/json`)).status,
    (await signIn(base, 'admin@acorn.demo')).status,
    (await fetch(`${base}/v1/acorn/newspapers`, { headers: admin })).status,
  ];
}
