import { portalUsers, roleAssignments } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashPassword } from '../src/lib/passwords.js';

export { machineLine } from './machine.js';

/** Every bench user's password. */
export const BENCH_PASSWORD = 'bench-password-long-enough';

/** Portal users for a bench, each with one role in one group. */
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
}

/** Signs a bench user in over HTTP and answers the Authorization header value. */
export async function signInAt(address: string, email: string): Promise<string> {
  const res = await fetch(`${address}/v2/acorn/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  return `Bearer ${((await res.json()) as { last_active_token: string }).last_active_token}`;
}
