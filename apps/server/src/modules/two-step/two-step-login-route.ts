import { TWO_STEP_MESSAGES } from '@acorn/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError } from '../../lib/http-error.js';
import { finishSignIn } from '../identity/finish-sign-in.js';
import { reserveAttempt } from '../identity/lockout.js';
import { signedInSchema } from '../identity/login-routes.js';
import { challengedUser, spendChallenge } from './challenges.js';
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

  api.post('/v2/acorn/login/two-step', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: { tags: ['identity'], body: secondStepBody, response: { 200: signedInSchema } },
    handler: async (req, reply) => {
      const now = app.clock();
      const { mfa_token, code, recovery_code } = req.body;
      const userId = await challengedUser(db, mfa_token, now);
      if (userId === undefined) throw new HttpError(401, TWO_STEP_MESSAGES.challengeEnded);
      const [account] = await db.select().from(portalUsers).where(eq(portalUsers.user_id, userId));
      if (!account) throw new HttpError(401, TWO_STEP_MESSAGES.challengeEnded);

      // Each code counts as an attempt on the account, as a password does (lockout.ts): a locked account's
      // code is not even checked, and gets the same answer as a wrong one.
      const user = await reserveAttempt(db, account.email.toLowerCase(), now);
      const usedRecovery = recovery_code !== undefined;
      const right =
        !!user?.is_active &&
        (usedRecovery
          ? await useRecoveryCode(db, userId, recovery_code, now)
          : await useTotpCode(db, userId, code!, now));
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
      return finishSignIn(req, reply, user, usedRecovery ? 'recovery code' : 'authenticator code');
    },
  });
}
