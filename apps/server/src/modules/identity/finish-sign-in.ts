import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { accountSummary } from './account-queries.js';
import { lockout } from './lockout.js';
import { setSessionCookie } from './session-cookie.js';
import type { SecondStep } from './session-store.js';

type SignedInUser = { user_id: number; group_id: number; email: string };

/**
 * The end of every successful sign-in, after the password alone or after the password and the code: the
 * source's failure count is cleared, the session made, the sign-in audited, and the cookie and token answered.
 */
export async function finishSignIn(
  req: FastifyRequest,
  reply: FastifyReply,
  user: SignedInUser,
  /** Where the sign-in came from, as the lockout counted it: its failures start again. */
  source: string,
  secondStep?: Exclude<SecondStep, 'enrolment'>,
) {
  const app = req.server;
  const { db } = app;
  await db
    .update(portalUsers)
    .set({ last_login_at: app.clock().toISOString() })
    .where(eq(portalUsers.user_id, user.user_id));
  await lockout(db).succeeded(user.user_id, source);
  const token = await app.sessions.create(user.user_id, {
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    secondStep: secondStep ?? null,
  });
  await writeAudit(db, req, {
    action: 'login.success',
    entity: 'portal_users',
    entity_id: user.user_id,
    group_id: user.group_id,
    actor_user_id: user.user_id,
    actor_email: user.email,
    ...(secondStep ? { changes: { second_step: secondStep } } : {}),
  });
  const summary = await accountSummary(db, user.user_id);
  // The portal's pages use the HttpOnly cookie; API clients the token in the answer (ADR 0015).
  setSessionCookie(req, reply, token);
  return { status: 'success' as const, last_active_token: token, ...summary! };
}
