import { ROLE, type RoleId } from '@acorn/domain';
import { inArray } from 'drizzle-orm';
import { portalUsers } from './schema/index.js';
import type { Db } from './types.js';

/** Demo-only credentials, loaded with the demo data and printed at start. Never in production. */
export const DEMO_PASSWORD = 'acorn-demo-portal';

export const DEMO_ACCOUNTS: readonly { email: string; role: RoleId; note: string }[] = [
  { email: 'admin@acorn.demo', role: ROLE.ADMIN, note: 'administrator, all groups' },
  { email: 'manager@acorn.demo', role: ROLE.MANAGER, note: 'manager, Maple Grove Care' },
  { email: 'manager2@acorn.demo', role: ROLE.MANAGER, note: 'manager, Shannon Valley Homes' },
  { email: 'newspapers@acorn.demo', role: ROLE.NEWSPAPERS, note: 'newspapers' },
  { email: 'content@acorn.demo', role: ROLE.CONTENT, note: 'local contents' },
  { email: 'activities@acorn.demo', role: ROLE.ACTIVITIES, note: 'activities' },
  { email: 'family@acorn.demo', role: ROLE.FAMILY, note: 'family member' },
  { email: 'jobs@acorn.demo', role: ROLE.JOBS, note: 'maintenance jobs' },
];

/** Demo-only: every demo group's tablet enrolment secret, so the simulator can enrol the demo tablets. */
export const DEMO_ENROLMENT_SECRET = 'acorn-demo-enrolment';

const demoEmails = () => DEMO_ACCOUNTS.map((account) => account.email);

/** The demo accounts this database still holds (by email: their password is published above). */
export async function demoAccountsIn(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: portalUsers.email })
    .from(portalUsers)
    .where(inArray(portalUsers.email, demoEmails()))
    .orderBy(portalUsers.email);
  return rows.map((row) => row.email);
}

/** Deletes the demo accounts (their sessions and roles go with them); answers how many there were. */
export async function removeDemoAccounts(db: Db): Promise<number> {
  const removed = await db
    .delete(portalUsers)
    .where(inArray(portalUsers.email, demoEmails()))
    .returning({ user_id: portalUsers.user_id });
  return removed.length;
}

/** Why production must not start on this database, or null. */
export async function productionRefusal(db: Db): Promise<string | null> {
  const found = await demoAccountsIn(db);
  if (found.length === 0) return null;
  return [
    `This database holds ${found.length} demo account(s) (${found.join(', ')}) whose password is published,`,
    'so it will not be served in production (NODE_ENV=production). Remove them with',
    '  npm run admin -- remove-demo-accounts',
    '(stop the server first on the embedded database), or start without NODE_ENV=production for a demo.',
  ].join('\n');
}
