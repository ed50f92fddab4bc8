import { tabletUsername } from '@acorn/domain/tablet-link';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { tabletCredentials } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { batcher } from '../../lib/batcher.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** Compares two hex hashes without leaking, through timing, how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Issues a tablet's credential, revoking any earlier one (a reset tablet enrols again). */
export async function issueCredential(
  db: Db,
  clock: Clock,
  user: { user_id: number; group_id: number },
  namespace?: string,
) {
  const { token: password, hash } = newToken();
  const username = tabletUsername(user.user_id, namespace);
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

/** Whom a live credential belongs to: the tablet user, and the group whose broadcasts it may read. */
export interface CredentialHolder {
  user_id: number;
  group_id: number;
}

interface PendingCheck {
  username: string;
  password: string;
  settle: (holder: CredentialHolder | null, error?: unknown) => void;
}

/** The group of a tablet user's live credential (whose broadcasts it may read), or null without one. */
export async function liveGroupOf(db: Db, userId: number): Promise<number | null> {
  const [live] = await db
    .select({ group_id: tabletCredentials.group_id })
    .from(tabletCredentials)
    .where(and(eq(tabletCredentials.user_id, userId), isNull(tabletCredentials.revoked_at)))
    .limit(1);
  return live?.group_id ?? null;
}

/**
 * checkCredential for a broker: connections arriving together (a fleet reconnecting after a restart) are
 * checked with one query per batch instead of one each.
 */
export function batchedCredentialCheck(db: Db, clock: Clock) {
  const checks = batcher<PendingCheck>(
    async (batch) => {
      try {
        const names = [...new Set(batch.map((c) => c.username))];
        const live = await db
          .select({
            username: tabletCredentials.username,
            user_id: tabletCredentials.user_id,
            group_id: tabletCredentials.group_id,
            secret_hash: tabletCredentials.secret_hash,
          })
          .from(tabletCredentials)
          .where(and(inArray(tabletCredentials.username, names), isNull(tabletCredentials.revoked_at)));
        const byName = new Map(live.map((l) => [l.username, l]));
        const userOf = (check: PendingCheck): CredentialHolder | null => {
          const found = byName.get(check.username);
          return found && sameHash(found.secret_hash, hashToken(check.password))
            ? { user_id: found.user_id, group_id: found.group_id }
            : null;
        };
        const accepted = batch.filter((check) => userOf(check) !== null).map((check) => check.username);
        if (accepted.length > 0) {
          await db
            .update(tabletCredentials)
            .set({ last_connected_at: clock().toISOString() })
            .where(and(inArray(tabletCredentials.username, accepted), isNull(tabletCredentials.revoked_at)));
        }
        for (const check of batch) check.settle(userOf(check));
      } catch (error) {
        for (const check of batch) check.settle(null, error);
      }
    },
    { maxItems: 500, maxDelayMs: 5, onError: () => {} },
  );
  return (username: string, password: string) =>
    new Promise<CredentialHolder | null>((resolve, reject) =>
      checks.add({
        username,
        password,
        settle: (holder, error) => (error ? reject(error) : resolve(holder)),
      }),
    );
}
