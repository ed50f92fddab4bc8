import { USER_DETAILS_ACCESS, USER_ACTIONS_ACCESS } from '@acorn/domain/access';
import {
  residentDetailSchema,
  USER_TYPE,
  userDeletedSchema,
  userUpdateSchema,
  type ResidentDetail,
  type UserUpdate,
} from '@acorn/domain/residents';
import { idText } from '@acorn/domain/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { deleteUser } from '../resident-erasure/erase-resident.js';
import { readUserDetail } from './user-detail-read.js';
import { updateUser, USER_NOT_FOUND } from './user-update.js';

const tags = ['user details'];
export const userIdParams = z.object({ id: idText });

/** The user as the caller may see them, or 404 (another group's user is answered as a missing one). */
export async function visibleUser(req: FastifyRequest, id: number): Promise<ResidentDetail> {
  const found =
    id > MAX_ID ? null : await readUserDetail(req.server.db, id, groupScope(req.user!), req.server.clock());
  if (!found) throw notFound(USER_NOT_FOUND);
  return found;
}

/** A look at the user details screen: a resident's record when the user is one (a tablet user). */
function auditUserRead(req: FastifyRequest, { user }: ResidentDetail): Promise<void> {
  return writeAudit(req.server.db, req, {
    action: 'read',
    entity: 'acorn-users',
    entity_id: user.user_id,
    group_id: user.group_id,
    resident_id: user.user_type === USER_TYPE.TABLET_USER ? user.user_id : null,
  });
}

/** Saves the user details form's body and answers the user as GET does. */
export async function saveUser(req: FastifyRequest, id: number, body: UserUpdate): Promise<ResidentDetail> {
  await updateUser(req, await visibleUser(req, id), body);
  return visibleUser(req, id);
}

/**
 * The user details screen (/device/{device}, doc 2 §2.3, §7): one user, its update and its delete. GET and
 * DELETE are served at /users/{id} and at the spec's /acorn-users/{id} (doc 1 §7) alike; PUT /acorn-users/{id}
 * is the Users table's too and has its own route (acorn-users/acorn-user-update-route.ts).
 */
export async function userDetailsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = USER_DETAILS_ACCESS;

  // The same calls at two paths: each operation named for its own (`getUser`, `getAcornUser`).
  const paths = [
    { base: '/v1/acorn/users', name: 'User', noun: 'a user' },
    { base: '/v1/acorn/acorn-users', name: 'AcornUser', noun: 'an Acorn user' },
  ];
  for (const { base, name, noun } of paths) {
    api.get(`${base}/:id`, {
      config: { access },
      schema: {
        tags,
        summary: `Get ${noun} with their details, tablet and contacts`,
        operationId: `get${name}`,
        params: userIdParams,
        response: { 200: residentDetailSchema },
      },
      handler: async (req) => {
        const user = await visibleUser(req, req.params.id);
        await auditUserRead(req, user);
        return user;
      },
    });

    api.delete(`${base}/:id`, {
      config: { access: USER_ACTIONS_ACCESS },
      schema: {
        tags,
        summary: `Delete ${noun} and reset their tablet`,
        operationId: `delete${name}`,
        params: userIdParams,
        response: { 200: userDeletedSchema },
      },
      handler: async (req) => {
        if (req.params.id > MAX_ID) throw notFound(USER_NOT_FOUND);
        return deleteUser(req, req.params.id);
      },
    });
  }

  api.put('/v1/acorn/users/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Update a user’s details',
      operationId: 'updateUser',
      params: userIdParams,
      body: userUpdateSchema,
      response: { 200: residentDetailSchema },
    },
    handler: (req) => saveUser(req, req.params.id, req.body),
  });
}
