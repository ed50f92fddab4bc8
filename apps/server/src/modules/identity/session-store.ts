import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { portalUsers, roleAssignments, sessions } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hashToken, newToken } from '../../lib/tokens.js';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/** The signed-in user as every route sees it. */
export interface AuthUser {
  user_id: number;
  group_id: number;
  email: string;
  roles: number[];
  session_id: number;
}

export function sessionStore(db: Db, clock: Clock) {
  return {
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

    /** The user behind a bearer token, or null when the session is unknown, revoked, idle or too old. */
    async authenticate(token: string): Promise<AuthUser | null> {
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
          and(
            eq(sessions.token_hash, hashToken(token)),
            isNull(sessions.revoked_at),
            eq(portalUsers.is_active, true),
          ),
        );
      if (!row) return null;
      const now = clock().getTime();
      const lastSeen = Date.parse(row.last_seen_at);
      if (now - lastSeen > SESSION_IDLE_MS || now - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS)
        return null;
      if (now - lastSeen > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ last_seen_at: new Date(now).toISOString() })
          .where(eq(sessions.id, row.session_id));
      }
      const { created_at: _c, last_seen_at: _l, ...user } = row;
      return { ...user, roles: row.roles.map(Number) };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revoked_at: clock().toISOString() }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOf(userId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ revoked_at: clock().toISOString() })
        .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
