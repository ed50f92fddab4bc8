import { ALL_ROLES, type RoleId } from '@acorn/domain/access';
import { requiresTwoStep } from '@acorn/domain/auth';
import type { FastifyInstance } from 'fastify';
import { familyLinks, sessions } from '../../src/db/schema/index.js';
import type { Db } from '../../src/db/types.js';
import { newToken } from '../../src/lib/tokens.js';
import { SESSION_COOKIE } from '../../src/modules/identity/session-cookie.js';
import { SESSION_ABSOLUTE_MS } from '../../src/modules/identity/session-store.js';
import { createPortalUser, signIn } from '../fixtures.js';

/**
 * Who the matrix asks as. A signed-in role sends its session the two ways the server reads one: the
 * Bearer header (API clients) and the portal's cookie with the portal's own Origin (ADR 0015). The rest
 * carry no session the server may honour.
 */
export type Principal =
  | {
      kind: 'role';
      name: string;
      role: RoleId;
      userId: number;
      email: string;
      headers: Record<string, string>;
      /** Signed in with the password alone on an account held to two-step sign-in (ADR 0038). */
      heldToSetup?: true;
    }
  | { kind: 'refused'; name: string; headers: Record<string, string> };

export const OWN_ORIGIN = 'http://portal.test';
export const cookieOf = (authorization: string) => ({
  cookie: `${SESSION_COOKIE}=${authorization.replace(/^Bearer /, '')}`,
  origin: OWN_ORIGIN,
});

/** One portal user per role: role 1 in the operator's group, every other in `group`. */
export async function makePrincipals(
  app: FastifyInstance,
  db: Db,
  {
    group,
    linkedResident,
    unsharedResident,
  }: { group: number; linkedResident: number; unsharedResident: number },
): Promise<Principal[]> {
  const principals: Principal[] = [];
  for (const role of ALL_ROLES) {
    const email = `matrix-role${role}@matrix.test`;
    const userId = await createPortalUser(db, { email, roles: [role], group_id: role === 1 ? 1 : group });
    if (role === 7) {
      // The family member: linked to one resident sharing everything, and to another sharing nothing.
      await db.insert(familyLinks).values([
        {
          portal_user_id: userId,
          user_id: linkedResident,
          group_id: group,
          share_health: true,
          share_calls: true,
        },
        {
          portal_user_id: userId,
          user_id: unsharedResident,
          group_id: group,
          share_activities: false,
          share_check_ins: false,
        },
      ]);
    }
    const { authorization } = await signIn(app, email);
    const who = { kind: 'role', role, userId, email } as const;
    principals.push({ ...who, name: `role ${role} (bearer)`, headers: { authorization } });
    principals.push({ ...who, name: `role ${role} (cookie)`, headers: cookieOf(authorization) });
  }
  return [...principals, ...(await heldToSetup(app, db)), ...(await refusedPrincipals(app, db, group))];
}

/**
 * Per two-step state: each role held to two-step sign-in also asks with a session made with the password
 * alone on an account with no authenticator yet, which may only set one up (security review 3).
 */
async function heldToSetup(app: FastifyInstance, db: Db): Promise<Principal[]> {
  const held: Principal[] = [];
  for (const role of ALL_ROLES.filter((r) => requiresTwoStep([r]))) {
    const email = `matrix-role${role}-password-alone@matrix.test`;
    const userId = await createPortalUser(db, { email, roles: [role], group_id: 1, authenticator: false });
    const { authorization } = await signIn(app, email);
    held.push({
      kind: 'role',
      role,
      userId,
      email,
      name: `role ${role}, password alone (bearer)`,
      headers: { authorization },
      heldToSetup: true,
    });
  }
  return held;
}

/** No session, a token that is none, a session past its 12 hours, a signed-out one. */
async function refusedPrincipals(app: FastifyInstance, db: Db, group: number): Promise<Principal[]> {
  const holder = await createPortalUser(db, {
    email: 'matrix-expired@matrix.test',
    roles: [2],
    group_id: group,
  });
  const expired = newToken();
  const long = new Date(app.clock().getTime() - SESSION_ABSOLUTE_MS - 60_000).toISOString();
  await db
    .insert(sessions)
    .values({ token_hash: expired.hash, user_id: holder, created_at: long, last_seen_at: long });

  await createPortalUser(db, { email: 'matrix-out@matrix.test', roles: [1], group_id: 1 });
  const out = await signIn(app, 'matrix-out@matrix.test');
  const logout = await app.inject({ method: 'POST', url: '/v1/acorn/logout', headers: out });
  if (logout.statusCode >= 300) throw new Error(`logout failed: ${logout.statusCode} ${logout.body}`);

  return [
    { kind: 'refused', name: 'no session', headers: {} },
    {
      kind: 'refused',
      name: 'a malformed bearer token',
      headers: { authorization: 'Bearer %%not-a-token%%' },
    },
    { kind: 'refused', name: 'a malformed cookie', headers: cookieOf('Bearer not-a-session') },
    { kind: 'refused', name: 'an expired session', headers: { authorization: `Bearer ${expired.token}` } },
    { kind: 'refused', name: 'a signed-out session (admin)', headers: out },
  ];
}
