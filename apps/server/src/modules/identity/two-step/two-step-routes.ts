import { ALL_ROLES } from '@acorn/domain/access';
import { requiresTwoStep, TWO_STEP_MESSAGES } from '@acorn/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers } from '../../../db/schema/index.js';
import { writeAudit } from '../../../lib/audit.js';
import { badRequest, forbidden, messageSchema } from '../../../lib/http-error.js';
import { verifyPassword } from '../../../lib/passwords.js';
import { otpauthUri } from '../../../lib/totp.js';
import {
  confirmEnrolment,
  removeFactor,
  startEnrolment,
  twoStepStatus,
  useTotpCode,
} from './factor-store.js';

export const TWO_STEP_OFF = 'Two-step sign-in is off.';
/**
 * A session this new has just been given the password, so it may set up a first authenticator without
 * typing it again (an administrator's set-up page, straight after sign-in). Later, or to replace one, the
 * password or a code is asked for: a stolen session must not put its own authenticator on the account.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

const proofBody = z.object({
  password: z.string().max(1024).optional(),
  code: z.string().max(20).optional(),
});
const statusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number(),
});

/**
 * The signed-in user's own authenticator: set it up (a new key, then its first code), or turn it off.
 * Open to an administrator who has none yet, as it is all they may do until they have (access-guard.ts).
 * Guesses at the password or a code here are slowed per account, as for change-password.
 */
export async function twoStepRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const perAccount = (name: string) => ({
    access: 'signed-in' as const,
    duringTwoStepSetup: true as const,
    rateLimit: {
      max: 10,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (req: FastifyRequest) => `two-step-${name}:${req.user?.user_id ?? req.ip}`,
    },
  });

  /** Setting up or changing the factor asks again who this is: the password, or a current code. */
  async function proveItIsYou(req: FastifyRequest, proof: z.infer<typeof proofBody>) {
    const me = req.user!;
    if (!proof.password && !proof.code) throw badRequest(TWO_STEP_MESSAGES.proveIdentity);
    const [user] = await db
      .select({ password_hash: portalUsers.password_hash })
      .from(portalUsers)
      .where(eq(portalUsers.user_id, me.user_id));
    const ok = proof.password
      ? await verifyPassword(user?.password_hash ?? null, proof.password)
      : await useTotpCode(db, me.user_id, proof.code!, app.clock());
    if (!ok) throw badRequest(TWO_STEP_MESSAGES.wrongProof);
  }

  api.get('/v1/acorn/two-step', {
    config: { access: 'signed-in', duringTwoStepSetup: true },
    schema: {
      tags: ['identity'],
      summary: 'Get the state of one’s own two-step sign-in',
      operationId: 'getTwoStepStatus',
      response: { 200: statusSchema },
    },
    handler: async (req) => ({
      ...(await twoStepStatus(db, req.user!.user_id)),
      required: requiresTwoStep(req.user!.roles),
    }),
  });

  api.post('/v1/acorn/two-step/start', {
    config: perAccount('start'),
    schema: {
      tags: ['identity'],
      summary: 'Start setting up an authenticator: get a new key',
      operationId: 'startTwoStepSetup',
      body: proofBody,
      response: { 200: z.object({ otpauth_uri: z.string(), secret: z.string() }) },
    },
    handler: async (req) => {
      const me = req.user!;
      const recent = app.clock().getTime() - Date.parse(me.signed_in_at) <= RECENT_SIGN_IN_MS;
      if (me.two_step_on || !recent) await proveItIsYou(req, req.body);
      // The key is answered this once, to be scanned or typed into the app; never again, and never logged.
      const secret = await startEnrolment(db, me.user_id);
      return { otpauth_uri: otpauthUri(secret, me.email), secret };
    },
  });

  api.post('/v1/acorn/two-step/confirm', {
    config: perAccount('confirm'),
    schema: {
      tags: ['identity'],
      summary: 'Turn two-step sign-in on with the new key’s first code',
      operationId: 'confirmTwoStepSetup',
      body: z.object({ code: z.string().max(20) }),
      response: { 200: z.object({ recovery_codes: z.array(z.string()) }) },
    },
    handler: async (req) => {
      const me = req.user!;
      const codes = await confirmEnrolment(db, me, req.body.code, app.clock());
      if (codes === 'not enrolling') throw badRequest(TWO_STEP_MESSAGES.notEnrolling);
      if (codes === 'wrong code') throw badRequest(TWO_STEP_MESSAGES.wrongCode);
      await writeAudit(db, req, {
        action: 'two_step.enrol',
        entity: 'portal_users',
        entity_id: me.user_id,
        group_id: me.group_id,
        changes: { replaced: me.two_step_on },
      });
      return { recovery_codes: codes };
    },
  });

  api.post('/v1/acorn/two-step/disable', {
    // Administrators keep it (they may only move it to a new phone); someone holding another role too is
    // refused in the handler, with the reason.
    config: { ...perAccount('disable'), access: ALL_ROLES.filter((role) => !requiresTwoStep([role])) },
    schema: {
      tags: ['identity'],
      summary: 'Turn two-step sign-in off',
      operationId: 'disableTwoStep',
      body: proofBody,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const me = req.user!;
      if (requiresTwoStep(me.roles)) throw forbidden(TWO_STEP_MESSAGES.adminKeeps);
      await proveItIsYou(req, req.body);
      if (await removeFactor(db, me.user_id)) {
        await writeAudit(db, req, {
          action: 'two_step.disable',
          entity: 'portal_users',
          entity_id: me.user_id,
          group_id: me.group_id,
        });
      }
      return { message: TWO_STEP_OFF };
    },
  });
}
