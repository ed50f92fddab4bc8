import { ROLE, type RoleId } from '@acorn/domain/access';
import { eq, inArray } from 'drizzle-orm';
import { hashToken } from '../lib/tokens.js';
import { auditLog, groups, portalUsers } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

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

const hasDemoSecret = () => eq(groups.enrolment_secret_hash, hashToken(DEMO_ENROLMENT_SECRET));

/** The groups whose tablets still enrol with the published demo secret, by title. */
export async function demoSecretGroups(db: Db): Promise<string[]> {
  const rows = await db
    .select({ title: groups.title })
    .from(groups)
    .where(hasDemoSecret())
    .orderBy(groups.group_id);
  return rows.map((row) => row.title);
}

/**
 * Clears the published demo enrolment secret wherever a group still has it: no tablet enrols by secret in
 * those groups until role 1 makes a new one (POST /v1/acorn/groups/{id}/enrolment-secret). Tablets already
 * enrolled keep their credentials. Audited per group, as the admin command. Answers how many groups.
 */
export async function removeDemoSecret(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(groups)
      .set({ enrolment_secret_hash: null })
      .where(hasDemoSecret())
      .returning({ group_id: groups.group_id });
    if (cleared.length > 0)
      await tx.insert(auditLog).values(
        cleared.map(({ group_id }) => ({
          actor_email: 'admin command',
          action: 'update',
          entity: 'groups',
          entity_id: String(group_id),
          group_id,
          changes: { enrolment_secret: 'removed' },
        })),
      );
    return cleared.length;
  });
}

/**
 * `npm run admin -- remove-demo-accounts`: removes what the demo left that production must not serve (the
 * accounts whose password is published, and the published enrolment secret); answers what it did.
 */
export async function removeDemoLeftovers(db: Db): Promise<string> {
  const removed = { accounts: await removeDemoAccounts(db), secrets: await removeDemoSecret(db) };
  return `Removed ${removed.accounts} demo account(s) and the demo enrolment secret of ${removed.secrets} group(s).`;
}

/** Why production must not start on this database, or null. */
export async function productionRefusal(db: Db): Promise<string | null> {
  const found = await demoAccountsIn(db);
  const secrets = await demoSecretGroups(db);
  if (found.length === 0 && secrets.length === 0) return null;
  return [
    ...(found.length > 0
      ? [
          `This database holds ${found.length} demo account(s) (${found.join(', ')}) whose password is published.`,
        ]
      : []),
    ...(secrets.length > 0
      ? [
          `${secrets.length} group(s) (${secrets.join(', ')}) still enrol tablets with the published demo secret`,
          `'${DEMO_ENROLMENT_SECRET}'.`,
        ]
      : []),
    'So it will not be served in production (NODE_ENV=production). Remove them with',
    '  npm run admin -- remove-demo-accounts',
    '(stop the server first on the embedded database), or start without NODE_ENV=production for a demo.',
  ].join('\n');
}
