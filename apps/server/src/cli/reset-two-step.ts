import { auditLog } from '../db/schema/index.js';
import type { Db } from '../db/types.js';
import { findByEmail } from '../modules/identity/account-queries.js';
import { endSessionsOf } from '../modules/identity/session-store.js';
import { removeFactor } from '../modules/identity/two-step/factor-store.js';

/**
 * `npm run admin -- reset-two-step --email`: clears a user's lost authenticator. Run by someone with the
 * server's shell, so the audit row names the command rather than a portal user. Answers the exit code.
 */
export async function resetTwoStep(db: Db, email: string): Promise<number> {
  const user = await findByEmail(db, email);
  if (!user) {
    console.error(`No portal user has the email ${email}.`);
    return 1;
  }
  // Every session ends with the authenticator that let it in: an administrator sets up a new one at their
  // next sign-in, and a session that got in with the lost phone does not outlive it. One transaction: no
  // reader sees the authenticator gone while its sessions still stand.
  const had = await db.transaction(async (tx) => {
    const removed = await removeFactor(tx, user.user_id);
    await endSessionsOf(tx, user.user_id, new Date().toISOString());
    await tx.insert(auditLog).values({
      actor_email: 'admin command',
      action: 'two_step.reset',
      entity: 'portal_users',
      entity_id: String(user.user_id),
      group_id: user.group_id,
      changes: { had_authenticator: removed },
    });
    return removed;
  });
  console.log(
    had
      ? `Cleared the authenticator of ${email}; an administrator sets up a new one at their next sign-in.`
      : `${email} had no authenticator; nothing to clear.`,
  );
  return 0;
}
