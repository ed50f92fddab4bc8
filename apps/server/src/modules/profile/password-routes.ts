import { validatePassword } from '@acorn/domain/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { badRequest } from '../../lib/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { messageSchema } from '../../lib/http-error.js';
import { endSessionsOf } from '../identity/session-store.js';

export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const PASSWORD_UNCHANGED = 'Choose a password different from your current one.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

const changePasswordBody = z.object({
  current_password: z.string().max(1024),
  new_password: z.string().max(1024),
});

export async function passwordRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.post('/v1/acorn/change-password', {
    config: {
      access: 'signed-in',
      // Guessing the current password from a stolen session is slowed by this limit, not by the sign-in
      // lockout, which would let anyone holding a session lock the owner out. Counted per account (the
      // session is known by preHandler), so changing address does not buy more guesses.
      rateLimit: {
        max: 10,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: (req) => `change-password:${req.user?.user_id ?? req.ip}`,
      },
    },
    schema: {
      tags: ['identity'],
      summary: 'Change one’s own password',
      operationId: 'changePassword',
      body: changePasswordBody,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const me = req.user!;
      const { current_password, new_password } = req.body;
      const [user] = await db
        .select({ password_hash: portalUsers.password_hash, group_id: portalUsers.group_id })
        .from(portalUsers)
        .where(eq(portalUsers.user_id, me.user_id));
      if (!(await verifyPassword(user?.password_hash ?? null, current_password)))
        throw badRequest(CURRENT_PASSWORD_WRONG);
      const problem = validatePassword(new_password, { email: me.email });
      if (problem) throw badRequest(problem);
      if (new_password === current_password) throw badRequest(PASSWORD_UNCHANGED);

      const passwordHash = await hashPassword(new_password);
      const now = app.clock().toISOString();
      await db.transaction(async (tx) => {
        await tx
          .update(portalUsers)
          .set({ password_hash: passwordHash, last_modified_date: now })
          .where(eq(portalUsers.user_id, me.user_id));
        await endSessionsOf(tx, me.user_id, now, me.session_id);
        // lib/audit.ts drops keys that look like secrets (/password/), so the note goes under another key.
        await writeAudit(tx, req, {
          action: 'update',
          entity: 'portal_users',
          entity_id: me.user_id,
          group_id: user!.group_id,
          changes: { credentials: 'password changed' },
        });
      });
      return { message: PASSWORD_CHANGED };
    },
  });
}
