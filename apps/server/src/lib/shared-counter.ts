import { lt, sql } from 'drizzle-orm';
import { rateLimitCounts } from '../db/schema/index.js';
import type { Db } from '../db/types.js';

/** Expired windows are deleted at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts hits per key in the database, so every API instance counts the same (ADR 0038). A key's window
 * starts at its first hit: one upsert either counts on or, the window over, starts a new one, so hits
 * racing from two instances are each counted once.
 */
export function sharedCounter(db: Db) {
  let sweptAt = 0;

  return {
    async hit(key: string, windowMs: number, nowMs: number): Promise<{ hits: number; expiresAt: number }> {
      const over = sql`${rateLimitCounts.expires_at} <= ${nowMs}::bigint`;
      const [row] = await db
        .insert(rateLimitCounts)
        .values({ key, hits: 1, expires_at: nowMs + windowMs })
        .onConflictDoUpdate({
          target: rateLimitCounts.key,
          set: {
            hits: sql`case when ${over} then 1 else ${rateLimitCounts.hits} + 1 end`,
            expires_at: sql`case when ${over} then ${nowMs + windowMs}::bigint else ${rateLimitCounts.expires_at} end`,
          },
        })
        .returning();
      if (nowMs - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = nowMs;
        await db.delete(rateLimitCounts).where(lt(rateLimitCounts.expires_at, nowMs));
      }
      return { hits: row!.hits, expiresAt: row!.expires_at };
    },

    /** The key's hits in its current window, without counting one. */
    async peek(key: string, nowMs: number): Promise<{ hits: number; expiresAt: number }> {
      const [row] = await db
        .select()
        .from(rateLimitCounts)
        .where(sql`${rateLimitCounts.key} = ${key} and ${rateLimitCounts.expires_at} > ${nowMs}::bigint`);
      return row ? { hits: row.hits, expiresAt: row.expires_at } : { hits: 0, expiresAt: nowMs };
    },
  };
}

export type SharedCounter = ReturnType<typeof sharedCounter>;
