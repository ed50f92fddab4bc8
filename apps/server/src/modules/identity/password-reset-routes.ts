import { validatePassword } from '@acorn/domain/auth';
import { isEmailAddress } from '@acorn/domain/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResetTokens, portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { fromDatabaseError } from '../../lib/db-errors.js';
import { badRequest, messageSchema } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { sharedCounter } from '../../lib/shared-counter.js';
import { hashToken } from '../../lib/tokens.js';
import { findByEmail } from './account-queries.js';
import { lockout } from './lockout.js';
import { mailPasswordLink } from './password-links.js';

export const RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset its password. It is valid for 10 minutes.';
export const RESET_LINK_INVALID = 'This reset link is not valid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. You can now sign in.';
/** Reset mails one address gets at most per hour, whoever asks and from wherever (ADR 0038). */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60_000;

export async function passwordResetRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  // Counted in the database, so the limit holds whichever API instance is asked.
  const mailsPerAddress = sharedCounter(db);

  api.post('/v2/acorn/forgot-password', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['identity'],
      summary: 'Ask for a password reset link by email',
      operationId: 'requestPasswordReset',
      body: z.object({ email: z.string().max(320) }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      // Answered before anything is looked up or mailed: neither the time taken nor a failing mail
      // server may tell whether the email has an account. Failures go to the log.
      const email = req.body.email;
      setImmediate(() => {
        mailResetLink(email, req.log).catch((error: unknown) =>
          // Bad input the database refused is one warning line; anything else is an error worth a stack.
          fromDatabaseError(error)
            ? req.log.warn(`password reset mail not sent: ${fromDatabaseError(error)!.message}`)
            : req.log.error({ err: error }, 'password reset mail failed'),
        );
      });
      return { message: RESET_REQUESTED };
    },
  });

  async function mailResetLink(email: string, log: FastifyBaseLogger) {
    // Text that cannot be an address (a NUL, markup…) has no account: nothing to look up.
    if (!isEmailAddress(email)) return;
    // Past the limit the answer stays the same (it was sent already); only the mail is not.
    const key = `reset-mail:${email.trim().toLowerCase()}`;
    const { hits } = await mailsPerAddress.hit(key, HOUR_MS, app.clock().getTime());
    if (hits > RESET_MAILS_PER_HOUR)
      return log.info('password reset mail not sent: hourly limit for the address');
    const user = await findByEmail(db, email);
    if (user?.is_active) await mailPasswordLink(app, user, 'reset');
  }

  api.post('/v2/acorn/reset-password', {
    config: { access: 'public', rateLimit: { max: app.config.signInLimitPerMinute, timeWindow: '1 minute' } },
    schema: {
      tags: ['identity'],
      summary: 'Set a new password with a reset link’s token',
      operationId: 'resetPassword',
      body: z.object({ token: z.string().max(200), password: z.string().max(1024) }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const now = app.clock().toISOString();
      const live = and(
        eq(passwordResetTokens.token_hash, hashToken(req.body.token)),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now),
      );
      // Whose link it is, for the password rule (not the account's own email); spent only once it passes.
      const [owner] = await db
        .select({ email: portalUsers.email })
        .from(passwordResetTokens)
        .innerJoin(portalUsers, eq(portalUsers.user_id, passwordResetTokens.user_id))
        .where(live);
      if (!owner) throw badRequest(RESET_LINK_INVALID);
      const problem = validatePassword(req.body.password, owner);
      if (problem) throw badRequest(problem);
      // Spending the token is one statement, so two requests racing with it cannot both succeed.
      const [spent] = await db
        .update(passwordResetTokens)
        .set({ used_at: now })
        .where(live)
        .returning({ user_id: passwordResetTokens.user_id });
      if (!spent) throw badRequest(RESET_LINK_INVALID);
      const [changed] = await db
        .update(portalUsers)
        .set({ password_hash: await hashPassword(req.body.password) })
        .where(and(eq(portalUsers.user_id, spent.user_id), eq(portalUsers.is_active, true)))
        .returning({ user_id: portalUsers.user_id });
      if (!changed) throw badRequest(RESET_LINK_INVALID);
      // Whoever guessed at the old password gets no head start on the new one, nor keeps the owner out.
      await lockout(db).cleared(spent.user_id);
      // Any other link still out for this account dies with this one.
      await db
        .update(passwordResetTokens)
        .set({ used_at: now })
        .where(and(eq(passwordResetTokens.user_id, spent.user_id), isNull(passwordResetTokens.used_at)));
      await app.sessions.revokeAllOf(spent.user_id);
      await writeAudit(db, req, {
        action: 'password.reset',
        entity: 'portal_users',
        entity_id: spent.user_id,
        actor_user_id: spent.user_id,
      });
      return { message: PASSWORD_RESET_DONE };
    },
  });
}
