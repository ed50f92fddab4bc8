import { ACORN_USERS_TABLE_ACCESS } from '@acorn/domain/access';
import { residentDetailSchema, userUpdateSchema } from '@acorn/domain/residents';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { saveUser, userIdParams } from '../tablets/user-details-routes.js';
import { USER_NOT_FOUND } from '../tablets/user-update.js';

/** The Users table's Active switch: the flag alone (anything more is refused, not ignored). */
const activeSwitchSchema = z.object({ is_active: z.boolean() }).strict();
const activeSwitchedSchema = z.object({ user_id: z.int(), is_active: z.boolean() });

async function switchActive(req: FastifyRequest, id: number, is_active: boolean) {
  if (id > MAX_ID) throw notFound(USER_NOT_FOUND);
  const scope = groupScope(req.user!);
  return req.server.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(acornUsers)
      .set({ is_active, last_modified_date: req.server.clock().toISOString() })
      .where(and(eq(acornUsers.user_id, id), inScope(acornUsers.group_id, scope)))
      .returning({
        user_id: acornUsers.user_id,
        is_active: acornUsers.is_active,
        group_id: acornUsers.group_id,
      });
    if (!updated) throw notFound(USER_NOT_FOUND);
    await writeAudit(tx, req, {
      action: 'update',
      entity: 'acorn-users',
      entity_id: updated.user_id,
      group_id: updated.group_id,
      resident_id: updated.user_id,
      changes: { is_active },
    });
    return { user_id: updated.user_id, is_active: updated.is_active };
  });
}

/**
 * PUT /acorn-users/{id}: the spec's resident update (doc 1 §7, doc 2 §7: body user and user_details, the
 * user details form's save) and the Users table's Active switch (body is_active), one route. Role 1 only,
 * as the route table gives /acorn-users (doc 1 §6); role 2 edits residents through PUT /users/{id}.
 */
export async function acornUserUpdateRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().put('/v1/acorn/acorn-users/:id', {
    config: { access: ACORN_USERS_TABLE_ACCESS },
    schema: {
      tags: ['acorn-users'],
      summary: 'Update a resident, or switch them active or inactive',
      operationId: 'updateAcornUser',
      params: userIdParams,
      body: z.union([userUpdateSchema, activeSwitchSchema]),
      response: { 200: z.union([residentDetailSchema, activeSwitchedSchema]) },
    },
    handler: (req) =>
      'user' in req.body
        ? saveUser(req, req.params.id, req.body)
        : switchActive(req, req.params.id, req.body.is_active),
  });
}
