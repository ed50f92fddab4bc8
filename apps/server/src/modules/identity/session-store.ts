import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { portalUsers, roleAssignments, sessions } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/** How long a looked-up session may answer without the database, at most (writes end it sooner). */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

/** The signed-in user as every route sees it. */
export interface AuthUser {
  user_id: number;
  group_id: number;
  email: string;
  roles: number[];
  session_id: number;
}

/**
 * Sessions in the database. With `cache` (the embedded database, where this process makes every write),
 * a session's lookup is remembered for up to 5 s to spare the database one query per request; `forget()`
 * drops all of it, and runs after every request that may write (app.ts) and on every revocation here, so
 * a logout, a disabled user or a role change still counts from the very next request. A lookup that began
 * before a forget() is not remembered (generation check).
 */
export function sessionStore(db: Db, clock: Clock, { cache = false }: { cache?: boolean } = {}) {
  type Looked = NonNullable<Awaited<ReturnType<typeof lookUp>>>;
  const remembered = new Map<string, { row: Looked; at: number }>();
  let generation = 0;
  const forget = () => {
    generation++;
    remembered.clear();
  };

  const lookUp = async (tokenHash: string) => {
    const [row] = await db
      .select({
        session_id: sessions.id,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
        user_id: portalUsers.user_id,
        group_id: portalUsers.group_id,
        email: portalUsers.email,
        roles: sql<number[]>`array(select ${roleAssignments.role_id} from ${roleAssignments}
          where ${roleAssignments.user_id} = ${portalUsers.user_id} order by 1)`,
      })
      .from(sessions)
      .innerJoin(portalUsers, eq(portalUsers.user_id, sessions.user_id))
      .where(
        and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), eq(portalUsers.is_active, true)),
      );
    return row;
  };

  async function found(tokenHash: string, now: number): Promise<Looked | undefined> {
    const hit = remembered.get(tokenHash);
    if (hit && now - hit.at <= CACHE_MS) return hit.row;
    const before = generation;
    const row = await lookUp(tokenHash);
    if (cache && row && before === generation) {
      if (remembered.size >= CACHE_MAX) remembered.clear();
      remembered.set(tokenHash, { row, at: now });
    }
    return row;
  }

  return {
    forget,

    async create(userId: number, meta: { ip: string; userAgent: string | undefined }): Promise<string> {
      const { token, hash } = newToken();
      const now = clock().toISOString();
      await db.insert(sessions).values({
        token_hash: hash,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        ip: meta.ip,
        user_agent: meta.userAgent ?? null,
      });
      return token;
    },

    /**
     * The user behind a bearer token, or null when the session is unknown, revoked, idle or too old.
     * `touch: false` checks without counting as activity (an open live stream must not keep a session alive).
     */
    async authenticate(token: string, { touch = true } = {}): Promise<AuthUser | null> {
      const now = clock().getTime();
      const row = await found(hashToken(token), now);
      if (!row) return null;
      const lastSeen = Date.parse(row.last_seen_at);
      if (now - lastSeen > SESSION_IDLE_MS || now - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS)
        return null;
      if (touch && now - lastSeen > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ last_seen_at: new Date(now).toISOString() })
          .where(eq(sessions.id, row.session_id));
        row.last_seen_at = new Date(now).toISOString();
      }
      const { created_at: _c, last_seen_at: _l, ...user } = row;
      return { ...user, roles: row.roles.map(Number) };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revoked_at: clock().toISOString() }).where(eq(sessions.id, sessionId));
      forget();
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revoked_at: clock().toISOString() })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
      forget();
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
