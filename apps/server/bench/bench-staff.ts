import { requiresTwoStep } from '@acorn/domain/auth';
import { portalUsers, roleAssignments, twoStepFactors } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashPassword } from '../src/lib/passwords.js';
import { totpCode, totpStep } from '../src/lib/totp.js';

export { machineLine } from './machine.js';

/**
 * Settings of a bench that measures raw speed: one bench user makes far more requests than fair use lets
 * a person make (plugins/fair-use.ts); bench:fair-use measures that limit itself.
 */
export const NO_FAIR_USE = { requestLimit: 0, familyRequestLimit: 0 } as const;

/** Every bench user's password. */
export const BENCH_PASSWORD = 'bench-password-long-enough';
/** Administrators sign in with a code (ADR 0038): theirs come from this key. */
const BENCH_TOTP_SECRET = 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BA';

/** Portal users for a bench, each with one role in one group; administrators with an authenticator. */
export async function createBenchStaff(
  db: Db,
  staff: readonly { email: string; role: number; group_id: number }[],
) {
  const password_hash = await hashPassword(BENCH_PASSWORD);
  const users = await db
    .insert(portalUsers)
    .values(
      staff.map((s) => ({
        email: s.email,
        password_hash,
        firstname: 'Bench',
        surname: 'Staff',
        group_id: s.group_id,
      })),
    )
    .returning();
  await db
    .insert(roleAssignments)
    .values(staff.map((s, i) => ({ user_id: users[i]!.user_id, role_id: s.role, group_id: s.group_id })));
  const admins = users.filter((_, i) => requiresTwoStep([staff[i]!.role]));
  if (admins.length)
    await db.insert(twoStepFactors).values(
      admins.map((u) => ({
        user_id: u.user_id,
        secret: BENCH_TOTP_SECRET,
        confirmed_at: new Date().toISOString(),
      })),
    );
}

/** The last step each bench administrator signed in with: the server takes a step's code once. */
const usedSteps = new Map<string, number>();

async function post<T>(address: string, url: string, body: object): Promise<T> {
  const res = await fetch(`${address}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs a bench user in over HTTP (both steps for an administrator) and answers the Authorization value. */
export async function signInAt(address: string, email: string): Promise<string> {
  const first = await post<{ status: string; last_active_token?: string; mfa_token?: string }>(
    address,
    '/v2/acorn/login',
    { email, password: BENCH_PASSWORD },
  );
  if (first.status === 'success') return `Bearer ${first.last_active_token!}`;
  const step = Math.max((usedSteps.get(email) ?? 0) + 1, totpStep(new Date()) - 1);
  usedSteps.set(email, step);
  const signedIn = await post<{ last_active_token: string }>(address, '/v2/acorn/login/two-step', {
    mfa_token: first.mfa_token,
    code: totpCode(BENCH_TOTP_SECRET, step),
  });
  return `Bearer ${signedIn.last_active_token}`;
}
