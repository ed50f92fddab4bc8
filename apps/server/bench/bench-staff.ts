import os from 'node:os';
import { portalUsers, roleAssignments } from '../src/db/schema/index.js';
import type { Db } from '../src/db/types.js';
import { hashPassword } from '../src/lib/passwords.js';

const PASSWORD = 'bench-password-long-enough';

/** Portal users for a bench, each with one role in one group. */
export async function createBenchStaff(
  db: Db,
  staff: readonly { email: string; role: number; group_id: number }[],
) {
  const password_hash = await hashPassword(PASSWORD);
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
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return `Bearer ${((await res.json()) as { last_active_token: string }).last_active_token}`;
}

/** The first line of every bench's report: what it ran on. */
export function machineLine(bench: string): string {
  const cpu = os.cpus()[0]?.model ?? 'cpu';
  return `${bench} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${cpuCheck()}`;
}

/**
 * A fixed piece of work (JSON out and back of 2,000 row-like objects, 30 times; best of 3) timed now: on a
 * shared virtual machine the same code runs up to twice as slow at one hour as at another, so a run's
 * figures are read beside this one.
 */
function cpuCheck(): string {
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    id: i,
    serial_number: `R${i.toString(16).padStart(10, '0')}`,
    status: ['Assigned', 'Unassigned', 'Onboarded'][i % 3],
    last_sync: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
    subscription: i % 2 === 0,
    owner_name: `Resident ${i}`,
  }));
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    const started = performance.now();
    for (let i = 0; i < 30; i++) JSON.parse(JSON.stringify(rows));
    best = Math.min(best, performance.now() - started);
  }
  return `CPU check ${best.toFixed(0)} ms (lower is faster)`;
}
