import { and, or, isNull, lte, sql } from 'drizzle-orm';
import { portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';

/** After this many failures in a row an account locks (DESIGN.md section 7). */
export const LOCK_AFTER_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60_000;

/**
 * Counts a sign-in attempt as failed and, from the fifth, locks the account for 1 s doubling per further
 * failure up to 15 minutes — unless it is locked already. Answers
 * the row of an unlocked account (success resets it), or undefined for unknown and locked accounts.
 */
export async function reserveAttempt(db: Db, email: string, now: Date) {
  const at = now.toISOString();
  const failures = sql`${portalUsers.failed_logins} + 1`;
  const [user] = await db
    .update(portalUsers)
    .set({
      failed_logins: failures,
      locked_until: sql`case when ${failures} >= ${LOCK_AFTER_FAILURES}
        then ${at}::timestamptz + least(interval '1 second' * power(2, least(${failures} - ${LOCK_AFTER_FAILURES}, 30)),
                                        interval '1 millisecond' * ${MAX_LOCK_MS})
        end`,
    })
    .where(
      and(
        sql`lower(${portalUsers.email}) = ${email}`,
        or(isNull(portalUsers.locked_until), lte(portalUsers.locked_until, at)),
      ),
    )
    .returning();
  return user;
}
