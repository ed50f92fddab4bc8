import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { signInFailures, signInUnlocks, type portalUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { sharedCounter } from '../../lib/shared-counter.js';
import { hashToken } from '../../lib/tokens.js';

/** After this many failures in a row from one source, that source is locked out of the account (DESIGN.md 7). */
export const LOCK_AFTER_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60_000;
/**
 * Failures from every client address together, in an hour, past which addresses are locked out of the
 * account too: a guesser spread over many addresses. One address, slowed by its own lock, stays under it
 * (at most about 20 an hour); the owner's mailed unlock link is not an address, and still gets in.
 */
export const ACCOUNT_FAILURES_PER_HOUR = 50;
const HOUR_MS = 60 * 60_000;
/** Failure rows this old say nothing any more (a source's count restarts): swept as failures come. */
const FORGET_AFTER_MS = 24 * HOUR_MS;

/**
 * Where a sign-in comes from, as the lockout counts it: the unlock link the owner was mailed, when the
 * attempt brings a live one of this account (`unlock:<id>`), else the client's address (through the
 * trusted proxy, app.ts).
 */
export async function sourceOf(
  db: Db,
  req: FastifyRequest,
  userId: number | undefined,
  unlockToken?: string,
) {
  if (unlockToken && userId !== undefined) {
    const [link] = await db
      .select({ id: signInUnlocks.id })
      .from(signInUnlocks)
      .where(
        and(
          eq(signInUnlocks.token_hash, hashToken(unlockToken)),
          eq(signInUnlocks.user_id, userId),
          gt(signInUnlocks.expires_at, req.server.clock().toISOString()),
        ),
      );
    if (link) return `unlock:${link.id}`;
  }
  return `ip:${req.ip}`;
}

type PortalUser = typeof portalUsers.$inferSelect;
const accountKey = (userId: number) => `sign-in-failures:${userId}`;

/**
 * The lockout (issue 40: lock out the guesser, not the owner). Each attempt is counted before the password
 * is checked, in one statement per (account, source), so parallel guesses cannot all slip past a lock.
 */
export function lockout(db: Db) {
  const perAccount = sharedCounter(db);

  return {
    /**
     * Counts an attempt on the account from `source` and answers the account's row, or undefined when
     * there is no account, or the source is locked out of it (both answered alike by the caller), with
     * the source's failures in a row counting this one.
     */
    async reserve(user: PortalUser | undefined, source: string, now: Date) {
      if (!user) return undefined;
      const at = now.toISOString();
      if (source.startsWith('ip:')) {
        const { hits } = await perAccount.peek(accountKey(user.user_id), now.getTime());
        if (hits >= ACCOUNT_FAILURES_PER_HOUR) return undefined;
      }
      const failures = sql`${signInFailures.failures} + 1`;
      const [counted] = await db
        .insert(signInFailures)
        .values({ user_id: user.user_id, source, failures: 1, last_failed_at: at })
        .onConflictDoUpdate({
          target: [signInFailures.user_id, signInFailures.source],
          set: {
            failures,
            last_failed_at: at,
            locked_until: sql`case when ${failures} >= ${LOCK_AFTER_FAILURES}
              then ${at}::timestamptz + least(interval '1 second' * power(2, least(${failures} - ${LOCK_AFTER_FAILURES}, 30)),
                                              interval '1 millisecond' * ${MAX_LOCK_MS})
              end`,
          },
          setWhere: or(isNull(signInFailures.locked_until), lte(signInFailures.locked_until, at)),
        })
        .returning({ failures: signInFailures.failures });
      return counted ? { ...user, failures: counted.failures } : undefined;
    },

    /**
     * The attempt failed: counted toward the account's hourly total across addresses. Answers whether a
     * lock began with it (this source's, or every address's), when the owner is told by mail.
     */
    async failed(userId: number, source: string, failures: number, now: Date): Promise<boolean> {
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.last_failed_at, new Date(now.getTime() - FORGET_AFTER_MS).toISOString()));
      if (!source.startsWith('ip:')) return failures === LOCK_AFTER_FAILURES;
      const { hits } = await perAccount.hit(accountKey(userId), HOUR_MS, now.getTime());
      return failures === LOCK_AFTER_FAILURES || hits === ACCOUNT_FAILURES_PER_HOUR;
    },

    /** A success from the source: its count starts again. Other sources' counts stay as they are. */
    async succeeded(userId: number, source: string) {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.user_id, userId), eq(signInFailures.source, source)));
    },

    /** A password reset through the mailed link: the account's counts all start again. */
    async cleared(userId: number) {
      await db.delete(signInFailures).where(eq(signInFailures.user_id, userId));
    },
  };
}

export type Lockout = ReturnType<typeof lockout>;
