import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { accountSchema, accountSummary, findByEmail } from './account-queries.js';
import { reserveAttempt } from './lockout.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** One answer for unknown email, wrong password, locked and disabled accounts: nothing reveals which. */
export const SIGN_IN_FAILED = 'Incorrect email or password.';

const loginBody = z.object({ email: z.string().max(320), password: z.string().max(1024) });

export async function loginRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post('/v2/acorn/login', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['identity'],
      body: loginBody,
      response: {
        200: accountSchema.extend({ status: z.literal('success'), last_active_token: z.string() }),
      },
    },
    handler: async (req, reply) => {
      const now = app.clock();
      const email = req.body.email.trim().toLowerCase();
      // The attempt is counted (and the lock applied) before the password is checked, in one statement,
      // so parallel guesses cannot all slip past the lock. Unknown and locked accounts match no row; every
      // path runs the same statement and one argon2 verify, so timing does not tell them apart.
      const user = await reserveAttempt(db, email, now);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, req.body.password);

      if (!user || !passwordOk || !user.is_active) {
        const known = user ?? (await findByEmail(db, email));
        const reason = !known
          ? 'unknown email'
          : !user
            ? 'locked'
            : !user.is_active
              ? 'disabled'
              : 'wrong password';
        await writeAudit(db, req, {
          action: 'login.failure',
          entity: 'portal_users',
          entity_id: known?.user_id,
          group_id: known?.group_id,
          actor_email: email.slice(0, 320),
          changes: { reason },
        });
        throw new HttpError(401, SIGN_IN_FAILED);
      }

      await db
        .update(portalUsers)
        .set({ failed_logins: 0, locked_until: null, last_login_at: now.toISOString() })
        .where(eq(portalUsers.user_id, user.user_id));
      const token = await app.sessions.create(user.user_id, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      await writeAudit(db, req, {
        action: 'login.success',
        entity: 'portal_users',
        entity_id: user.user_id,
        group_id: user.group_id,
        actor_user_id: user.user_id,
        actor_email: user.email,
      });
      const summary = await accountSummary(db, user.user_id);
      // The portal's pages use the HttpOnly cookie; API clients the token in the answer (ADR 0015).
      setSessionCookie(req, reply, token);
      return { status: 'success' as const, last_active_token: token, ...summary! };
    },
  });

  api.get('/v1/acorn/me', {
    config: { access: 'signed-in' },
    schema: { tags: ['identity'], response: { 200: accountSchema } },
    handler: async (req) => (await accountSummary(db, req.user!.user_id))!,
  });

  api.post('/v1/acorn/logout', {
    config: { access: 'signed-in' },
    schema: { tags: ['identity'] },
    handler: async (req, reply) => {
      await app.sessions.revoke(req.user!.session_id);
      await writeAudit(db, req, { action: 'logout', entity: 'portal_users', entity_id: req.user!.user_id });
      clearSessionCookie(req, reply);
      return reply.code(204).send();
    },
  });
}
