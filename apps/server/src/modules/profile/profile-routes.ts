import { admits, PORTAL_USERS_ACCESS } from '@acorn/domain/access';
import { portalUserInputSchema, portalUserRowSchema, type PortalUserRow } from '@acorn/domain/portal-users';
import { idText } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSummary } from '../identity/account-queries.js';
import { accountSchema } from '../identity/account-queries.js';
import { type ProfileBody } from './account-schema.js';
import { resourceUpdate } from '../../lib/resource/update-row.js';
import { withVersion } from '../../lib/resource/versions.js';
import { portalUsersResource } from '../portal-users/portal-users-resource.js';
import { updateProfile } from './profile-update.js';

/**
 * PUT /portal-users/{id} serves two screens (spec doc 1 §7): the profile form of any signed-in user,
 * and the portal users table of roles 1 and 2, whose update is the portal-users resource's own.
 */
export async function profileRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const updateFromTable = resourceUpdate(app, portalUsersResource);

  api.put('/v1/acorn/portal-users/:id', {
    // Signed-in only here: whether someone else's profile may be changed is decided per target user.
    config: { access: 'signed-in' },
    schema: {
      tags: ['portal-users'],
      summary: 'Update a portal user, or one’s own profile',
      operationId: 'updatePortalUser',
      // `id`, as the resource's own GET and DELETE name it: one path, one name for its parameter.
      params: z.object({ id: idText }),
      body: withVersion(portalUsersResource, portalUserInputSchema),
      response: { 200: z.union([portalUserRowSchema, accountSchema]) },
    },
    handler: async (req) => {
      if (admits(PORTAL_USERS_ACCESS, req.user!.roles))
        return (await updateFromTable(req, req.params.id, req.body)) as PortalUserRow;
      await updateProfile(db, req, req.params.id, req.body as ProfileBody);
      return (await accountSummary(db, req.params.id))!;
    },
  });
}
