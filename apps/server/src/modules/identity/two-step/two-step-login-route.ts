import { TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers } from '../../../db/schema/index.js';
import { writeAudit } from '../../../lib/audit.js';
import { HttpError } from '../../../lib/http-error.js';
import { finishSignIn } from '../finish-sign-in.js';
import { lockout } from '../lockout.js';
import { unlockMailer } from '../unlock-links.js';
import { signedInSchema } from '../login-routes.js';
import { challengeOf, spendChallenge } from './challenges.js';
import { useRecoveryCode, useTotpCode } from './factor-store.js';

const secondStepBody = z
  .object({
    mfa_token: z.string().max(100),
    code: z.string().max(20).optional(),
    recovery_code: z.string().max(40).optional(),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), {
    message: 'Send either code or recovery_code.',
  });

/** The second step of sign-in: the challenge from the password step and a code; answers as sign-in does. */
export async function twoStepLoginRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const attempts = lockout(db);
  const tellOwner = unlockMailer(app);

  api.post('/v2/acorn/login/two-step', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['identity'],
      summary: 'Finish signing in with an authenticator or recovery code',
      operationId: 'signInWithTwoStepCode',
      body: secondStepBody,
      response: { 200: signedInSchema },
    },
    handler: async (req, reply) => {
      const now = app.clock();
      const { mfa_token, code, recovery_code } = req.body;
      const challenge = await challengeOf(db, mfa_token, now);
      if (!challenge) throw new HttpError(401, TWO_STEP_MESSAGES.challengeEnded);
      const userId = challenge.user_id;
      const [account] = await db.select().from(portalUsers).where(eq(portalUsers.user_id, userId));
      if (!account) throw new HttpError(401, TWO_STEP_MESSAGES.challengeEnded);

      // Each code counts as an attempt on the account from the password step's source, as a password does
      // (lockout.ts): a locked source's code is not even checked, and gets the same answer as a wrong one.
      const source = challenge.source ?? `ip:${req.ip}`;
      const user = await attempts.reserve(account, source, now);
      const usedRecovery = recovery_code !== undefined;
      const right =
        !!user?.is_active &&
        (usedRecovery
          ? await useRecoveryCode(db, userId, recovery_code, now)
          : await useTotpCode(db, userId, code!, now));
      if (user && !right && (await attempts.failed(userId, source, user.failures, now))) tellOwner(user);
      if (!user || !right) {
        await writeAudit(db, req, {
          action: 'two_step.failure',
          entity: 'portal_users',
          entity_id: userId,
          group_id: account.group_id,
          actor_email: account.email,
          changes: { reason: !user ? 'locked' : usedRecovery ? 'wrong recovery code' : 'wrong code' },
        });
        throw new HttpError(
          401,
          usedRecovery ? TWO_STEP_MESSAGES.wrongRecoveryCode : TWO_STEP_MESSAGES.wrongCode,
        );
      }
      if (!(await spendChallenge(db, mfa_token, now)))
        throw new HttpError(401, TWO_STEP_MESSAGES.challengeEnded);
      if (usedRecovery) {
        await writeAudit(db, req, {
          action: 'two_step.recovery_code_used',
          entity: 'portal_users',
          entity_id: userId,
          group_id: user.group_id,
          actor_user_id: userId,
          actor_email: user.email,
        });
      }
      return finishSignIn(req, reply, user, source, usedRecovery ? 'recovery code' : 'authenticator code');
    },
  });
}
