import { tabletUsername } from '@acorn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { tabletCredentials } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** Compares two hex hashes without leaking, through timing, how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Issues a tablet's credential, revoking any earlier one (a reset tablet enrols again). */
export async function issueCredential(db: Db, clock: Clock, user: { user_id: number; group_id: number }) {
  const { token: password, hash } = newToken();
  const username = tabletUsername(user.user_id);
  await db.transaction(async (tx) => {
    await tx
      .update(tabletCredentials)
      .set({ revoked_at: clock().toISOString() })
      .where(and(eq(tabletCredentials.user_id, user.user_id), isNull(tabletCredentials.revoked_at)));
    await tx.insert(tabletCredentials).values({ ...user, username, secret_hash: hash });
  });
  return { username, password };
}

/** Revokes a tablet's live credential; answers whether there was one. */
export async function revokeCredential(db: Db, clock: Clock, userId: number): Promise<boolean> {
  const revoked = await db
    .update(tabletCredentials)
    .set({ revoked_at: clock().toISOString() })
    .where(and(eq(tabletCredentials.user_id, userId), isNull(tabletCredentials.revoked_at)))
    .returning({ id: tabletCredentials.id });
  return revoked.length > 0;
}

/** The tablet user a live credential belongs to, or null for an unknown, revoked or wrong one. */
export async function checkCredential(db: Db, username: string, password: string): Promise<number | null> {
  const [live] = await db
    .select({ user_id: tabletCredentials.user_id, secret_hash: tabletCredentials.secret_hash })
    .from(tabletCredentials)
    .where(and(eq(tabletCredentials.username, username), isNull(tabletCredentials.revoked_at)))
    .limit(1);
  return live && sameHash(live.secret_hash, hashToken(password)) ? live.user_id : null;
}
