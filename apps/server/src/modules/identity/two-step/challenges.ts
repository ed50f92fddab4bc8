import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { signInChallenges } from '../../../db/schema/index.js';
import type { Db } from '../../../db/types.js';
import { hashToken, newToken } from '../../../lib/tokens.js';

/** Long enough to open an authenticator app and type a code; short enough that a stolen one soon dies. */
export const CHALLENGE_MS = 5 * 60_000;

/**
 * After a right password: the token the code step must bring back, and the source (lockout.ts) its codes
 * count under, as the password did. Old challenges are swept meanwhile.
 */
export async function createChallenge(db: Db, userId: number, source: string, now: Date): Promise<string> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expires_at, now.toISOString()));
  const { token, hash } = newToken();
  await db.insert(signInChallenges).values({
    token_hash: hash,
    user_id: userId,
    source,
    expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
  });
  return token;
}

const live = (token: string, now: Date) =>
  and(
    eq(signInChallenges.token_hash, hashToken(token)),
    isNull(signInChallenges.used_at),
    gt(signInChallenges.expires_at, now.toISOString()),
  );

/** The user a live, unused challenge belongs to and the source its password step counted under, or undefined. */
export async function challengeOf(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ user_id: signInChallenges.user_id, source: signInChallenges.source })
    .from(signInChallenges)
    .where(live(token, now));
  return row;
}

/** Spends the challenge: of two requests bringing it at once, only one gets true. */
export async function spendChallenge(db: Db, token: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(signInChallenges)
    .set({ used_at: now.toISOString() })
    .where(live(token, now))
    .returning({ id: signInChallenges.id });
  return spent.length === 1;
}
