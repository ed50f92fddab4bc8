import { ALL_ROLES, type RoleId } from '@acorn/domain';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/demo-accounts.js';

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
    const { last_active_token } = (await res.json()) as { last_active_token: string };
    sessions.set(account.role, { authorization: `Bearer ${last_active_token}` });
    emails.add(account.email);
  }
  return { sessions, emails, roles: ALL_ROLES.filter((r) => sessions.has(r)) };
}

/** Healthy: the OpenAPI document, a new sign-in and a list each answer 200. */
export async function healthAfter(base: string, admin: Record<string, string>): Promise<number[]> {
  return [
    (await fetch(`${base}/docs/json`)).status,
    (await signIn(base, 'admin@acorn.demo')).status,
    (await fetch(`${base}/v1/acorn/newspapers`, { headers: admin })).status,
  ];
}
