import {
  apiAccess,
  residentDetailSchema,
  ROLE,
  userDeletedSchema,
  userUpdateSchema,
  type ResidentDetail,
} from '@acorn/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { deleteUser } from './user-delete.js';
import { readUserDetail } from './user-detail-read.js';
import { updateUser, USER_NOT_FOUND } from './user-update.js';

const tags = ['user details'];
const params = z.object({ id: z.coerce.number().int().positive() });

/** The user as the caller may see them, or 404 (another group's user is as unknown as a missing one). */
async function visibleUser(req: FastifyRequest, id: number): Promise<ResidentDetail> {
  const found =
    id > MAX_ID ? null : await readUserDetail(req.server.db, id, groupScope(req.user!), req.server.clock());
  if (!found) throw notFound(USER_NOT_FOUND);
  return found;
}

/** The user details screen (/device/{device}, doc 2 §2.3, §7): one user, its update and its delete. */
export async function userDetailsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = apiAccess('user-details');

  api.get('/v1/acorn/users/:id', {
    config: { access },
    schema: { tags, params, response: { 200: residentDetailSchema } },
    handler: (req) => visibleUser(req, req.params.id),
  });

  api.put('/v1/acorn/users/:id', {
    config: { access },
    schema: { tags, params, body: userUpdateSchema, response: { 200: residentDetailSchema } },
    handler: async (req) => {
      await updateUser(req, await visibleUser(req, req.params.id), req.body);
      return visibleUser(req, req.params.id);
    },
  });

  api.delete('/v1/acorn/users/:id', {
    // Delete User is role 1's alone, though the screen admits role 2 (doc 2 §6).
    config: { access: [ROLE.ADMIN] },
    schema: { tags, params, response: { 200: userDeletedSchema } },
    handler: async (req) => {
      if (req.params.id > MAX_ID) throw notFound(USER_NOT_FOUND);
      return deleteUser(req, req.params.id);
    },
  });
}
