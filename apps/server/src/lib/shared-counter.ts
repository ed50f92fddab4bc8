import { lt, sql, type SQL } from 'drizzle-orm';
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

/**
 * hit() as SQL, to run inside a statement of its own (a data-modifying CTE) whose other parts read its
 * `hits`: counts one for each row of `from` (one row if none), under `key` (an expression over it).
 */
export function hitSql(key: SQL, windowMs: number, nowMs: number, from?: SQL): SQL {
  const t = rateLimitCounts;
  const over = sql`${t.expires_at} <= ${nowMs}::bigint`;
  const expires = sql`${nowMs + windowMs}::bigint`;
  // 'where true': without it, ON CONFLICT after a FROM would be read as a join's ON.
  return sql`insert into ${t} (key, hits, expires_at) select ${key}, 1, ${expires}${from ? sql` from ${from}` : sql``}
    where true
    on conflict (key) do update set hits = case when ${over} then 1 else ${t.hits} + 1 end,
      expires_at = case when ${over} then ${expires} else ${t.expires_at} end
    returning hits`;
}
