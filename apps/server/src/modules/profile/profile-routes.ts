import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSummary } from '../identity/account-queries.js';
import { accountSchema } from '../identity/account-queries.js';
import { profileBodySchema } from './account-schema.js';
import { updateProfile } from './profile-update.js';

/**
 * The profile form's save. Only the profile update of portal-users lives here; the full portal-users table
 * (list, create, delete, roles and group) is a later resource that can reuse updateProfile.
 */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.put('/v1/acorn/portal-users/:user_id', {
    // Signed-in only here: whether someone else's profile may be changed is decided per target user.
    config: { access: 'signed-in' },
    schema: {
      tags: ['portal-users'],
      params: z.object({ user_id: z.coerce.number().int().positive() }),
      body: profileBodySchema,
      response: { 200: accountSchema },
    },
    handler: async (req) => {
      await updateProfile(db, req, req.params.user_id, req.body);
      return (await accountSummary(db, req.params.user_id))!;
    },
  });
}
