import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  companionUserUpdateSchema,
  residentDetailSchema,
  USER_TYPE,
  usersListSchema,
  usersQuerySchema,
} from '@acorn/domain/residents';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-error.js';
import { saveUser, userIdParams, visibleUser } from './user-details-routes.js';
import { USER_NOT_FOUND } from './user-update.js';
import { listUsers } from './users-list-routes.js';

const tags = ['companion users'];
const access = RESIDENTS_ACCESS;
// Companions have no tablet, so the tablet users' group filter (and a user type) mean nothing here.
const companionsQuerySchema = usersQuerySchema.omit({ user_type: true, group_id: true });

/** A companion the caller may see; a tablet user's id is as unknown here as a missing one. */
async function visibleCompanion(req: FastifyRequest, id: number) {
  const found = await visibleUser(req, id);
  if (found.user.user_type !== USER_TYPE.COMPANION) throw notFound(USER_NOT_FOUND);
  return found;
}

/**
 * The spec's companion-user calls (doc 1 §7, doc 2 §7): list and one in the users' shapes, and update by
 * user_id with body user. No create or delete: those paths answer 404 like any unknown route.
 */
export async function companionUsersRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/companion-users', {
    config: { access },
    schema: {
      tags,
      summary: 'List companion users',
      operationId: 'listCompanionUsers',
      querystring: companionsQuerySchema,
      response: { 200: usersListSchema },
    },
    handler: (req) => listUsers(req, { ...req.query, user_type: USER_TYPE.COMPANION }),
  });

  api.get('/v1/acorn/companion-users/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Get a companion user',
      operationId: 'getCompanionUser',
      params: userIdParams,
      response: { 200: residentDetailSchema },
    },
    handler: (req) => visibleCompanion(req, req.params.id),
  });

  api.put('/v1/acorn/companion-users/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Update a companion user',
      operationId: 'updateCompanionUser',
      params: userIdParams,
      body: companionUserUpdateSchema,
      response: { 200: residentDetailSchema },
    },
    handler: async (req) => {
      await visibleCompanion(req, req.params.id);
      return saveUser(req, req.params.id, req.body);
    },
  });
}
