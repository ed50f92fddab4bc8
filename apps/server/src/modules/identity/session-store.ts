import { requiresTwoStep } from '@acorn/domain/auth';
import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import { groups, portalUsers, roleAssignments, sessions, twoStepFactors } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuthUser } from '../../lib/auth-user.js';

export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

/** How long a looked-up session may answer without the database, at most (writes end it sooner). */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

/** What a session proved beyond the password (sessions.second_step). */
export type SecondStep = 'authenticator code' | 'recovery code' | 'enrolment';

/** The signed-in user as every route sees it. */
export type { AuthUser };

/** An administrator's session that has not passed two-step sign-in: it may only set it up (ADR 0038). */
export const heldToSetup = (user: AuthUser) => requiresTwoStep(user.roles) && !user.two_step_passed;

/**
 * Sessions in the database. With `cache` (the embedded database, where this process makes every write),
 * a session's lookup is remembered for up to 5 s to spare the database one query per request; `forget()`
 * drops all of it, and runs after every request that may write (app.ts) and on every revocation here, so
 * a logout, a disabled user, a role change or a group's permission bits still count from the very next
 * request. A lookup that began
 * before a forget() is not remembered (generation check).
 */
export function sessionStore(db: Db, clock: Clock, { cache = false }: { cache?: boolean } = {}) {
  const remembered = new Map<string, { row: Looked; at: number }>();
  let generation = 0;
  const forget = () => {
    generation++;
    remembered.clear();
  };

  const hasFactor = sql<boolean>`exists(select 1 from ${twoStepFactors} where ${twoStepFactors.user_id} =
    ${portalUsers.user_id} and ${twoStepFactors.confirmed_at} is not null)`;
  // One select for a session and the user behind it, whether found by token or, for open streams, by id.
  const selectSessions = () =>
    db
      .select({
        session_id: sessions.id,
        created_at: sessions.created_at,
        last_seen_at: sessions.last_seen_at,
        user_id: portalUsers.user_id,
        group_id: portalUsers.group_id,
        email: portalUsers.email,
        roles: sql<number[]>`array(select ${roleAssignments.role_id} from ${roleAssignments}
          where ${roleAssignments.user_id} = ${portalUsers.user_id} order by 1)`,
        permissions: groups.group_permissions,
        two_step_on: hasFactor,
        second_step: sessions.second_step,
      })
      .from(sessions)
      .innerJoin(portalUsers, eq(portalUsers.user_id, sessions.user_id))
      .innerJoin(groups, eq(groups.group_id, portalUsers.group_id));
  // A session made with the password alone ends once the account has an authenticator: setting one up
  // signs other sessions out (two-step-routes.ts), and this holds for one that slipped in at the same time.
  const live = and(
    isNull(sessions.revoked_at),
    eq(portalUsers.is_active, true),
    or(isNotNull(sessions.second_step), sql`not ${hasFactor}`),
  );

  const lookUp = async (tokenHash: string) => {
    const [row] = await selectSessions().where(and(eq(sessions.token_hash, tokenHash), live));
    return row;
  };
  type Looked = NonNullable<Awaited<ReturnType<typeof lookUp>>>;

  const expired = (row: Looked, now: number) =>
    now - Date.parse(row.last_seen_at) > SESSION_IDLE_MS ||
    now - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS;
  const asUser = ({ created_at, last_seen_at: _l, second_step, ...user }: Looked): AuthUser => ({
    ...user,
    signed_in_at: created_at,
    roles: user.roles.map(Number),
    two_step_passed: user.two_step_on && second_step !== null,
  });

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

    async create(
      userId: number,
      meta: { ip: string; userAgent: string | undefined; secondStep: SecondStep | null },
    ): Promise<string> {
      const { token, hash } = newToken();
      const now = clock().toISOString();
      await db.insert(sessions).values({
        token_hash: hash,
        user_id: userId,
        created_at: now,
        last_seen_at: now,
        ip: meta.ip,
        user_agent: meta.userAgent ?? null,
        second_step: meta.secondStep,
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
      if (expired(row, now)) return null;
      if (touch && now - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ last_seen_at: new Date(now).toISOString() })
          .where(eq(sessions.id, row.session_id));
        row.last_seen_at = new Date(now).toISOString();
      }
      return asUser(row);
    },

    /**
     * The users behind sessions that are still live, by session id, straight from the database (never
     * remembered): open live streams are judged by this, so a change of roles, group or activity, or a
     * session's end, reaches them. A session missing from the answer has ended.
     */
    async stillLive(sessionIds: readonly number[]): Promise<Map<number, AuthUser>> {
      if (sessionIds.length === 0) return new Map();
      const now = clock().getTime();
      const rows = await selectSessions().where(and(inArray(sessions.id, [...sessionIds]), live));
      return new Map(rows.filter((row) => !expired(row, now)).map((row) => [row.session_id, asUser(row)]));
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

/**
 * Ends every session of the user but `except` (the browser making the change), when the account's
 * credentials change: whoever else holds one may be the reason for the change. Inside the change's own
 * transaction; the session cache is forgotten after the request (app.ts).
 */
export async function endSessionsOf(db: Db, userId: number, at: string, except?: number) {
  await db
    .update(sessions)
    .set({ revoked_at: at })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        ...(except === undefined ? [] : [ne(sessions.id, except)]),
      ),
    );
}
