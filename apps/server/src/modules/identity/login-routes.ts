import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createChallenge } from './two-step/challenges.js';
import { hasConfirmedFactor } from './two-step/factor-store.js';
import { accountSchema, accountSummary, findByEmail } from './account-queries.js';
import { finishSignIn } from './finish-sign-in.js';
import { lockout, sourceOf } from './lockout.js';
import { clearSessionCookie } from './session-cookie.js';
import { unlockMailer } from './unlock-links.js';

/** One answer for unknown email, wrong password, locked and disabled accounts: nothing reveals which. */
export const SIGN_IN_FAILED = 'Incorrect email or password.';

const loginBody = z.object({
  email: z.string().max(320),
  password: z.string().max(1024),
  /** From the link mailed to an account's owner when guesses locked sign-ins out (unlock-links.ts). */
  unlock_token: z.string().max(100).optional(),
});

/** A sign-in's answer: the session's token and who signed in (ADR 0015). */
export const signedInSchema = accountSchema.extend({
  status: z.literal('success'),
  last_active_token: z.string(),
});
/** The password was right and the account has an authenticator: POST /v2/acorn/login/two-step next. */
const twoStepChallengeSchema = z.object({ status: z.literal('mfa_required'), mfa_token: z.string() });

export async function loginRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const attempts = lockout(db);
  const tellOwner = unlockMailer(app);

  api.post('/v2/acorn/login', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['identity'],
      summary: 'Sign in with email and password',
      operationId: 'signIn',
      body: loginBody,
      response: { 200: z.union([signedInSchema, twoStepChallengeSchema]) },
    },
    handler: async (req, reply) => {
      const now = app.clock();
      const email = req.body.email.trim().toLowerCase();
      const known = await findByEmail(db, email);
      const source = await sourceOf(db, req, known?.user_id, req.body.unlock_token);
      // The attempt is counted (and the source's lock applied) before the password is checked, in one
      // statement, so parallel guesses cannot all slip past the lock. Unknown accounts and locked sources
      // get no row; every path runs one argon2 verify, so timing does not tell them apart.
      const user = await attempts.reserve(known, source, now);
      const passwordOk = await verifyPassword(user?.password_hash ?? null, req.body.password);
      if (user && !passwordOk && (await attempts.failed(user.user_id, source, user.failures, now))) {
        app.metrics.signInLockouts.inc();
        if (user.is_active) tellOwner(user);
      }

      if (!user || !passwordOk || !user.is_active) {
        const reason = !known
          ? 'unknown email'
          : !user
            ? 'locked'
            : !user.is_active
              ? 'disabled'
              : 'wrong password';
        app.metrics.signInFailures.inc({ reason });
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

      // With an authenticator, the password is only the first step: no session until the code. The
      // attempt stays counted until then, so guessing codes runs into the same lockout as guessing passwords.
      if (await hasConfirmedFactor(db, user.user_id)) {
        return {
          status: 'mfa_required' as const,
          mfa_token: await createChallenge(db, user.user_id, source, now),
        };
      }
      return finishSignIn(req, reply, user, source);
    },
  });

  api.get('/v1/acorn/me', {
    config: { access: 'signed-in', duringTwoStepSetup: true },
    schema: {
      tags: ['identity'],
      summary: 'Get the signed-in user’s account',
      operationId: 'getMe',
      response: { 200: accountSchema },
    },
    handler: async (req) => (await accountSummary(db, req.user!.user_id))!,
  });

  api.post('/v1/acorn/logout', {
    config: { access: 'signed-in', duringTwoStepSetup: true },
    schema: { tags: ['identity'], summary: 'Sign out, ending this session', operationId: 'signOut' },
    handler: async (req, reply) => {
      await app.sessions.revoke(req.user!.session_id);
      await writeAudit(db, req, { action: 'logout', entity: 'portal_users', entity_id: req.user!.user_id });
      clearSessionCookie(req, reply);
      return reply.code(204).send();
    },
  });
}
