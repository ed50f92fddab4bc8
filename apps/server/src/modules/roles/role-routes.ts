import { admits, PORTAL_USERS_ACCESS, ASSIGNABLE_ROLES, isAdmin, ROLE } from '@acorn/domain/access';
import { assignableRolesSchema, type Role } from '@acorn/domain/portal-users';
import { idText } from '@acorn/domain/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalUsers, roleAssignments, roles } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { roleChangeRefusal } from '../portal-users/portal-user-roles.js';

const assignments = z.array(z.object({ role_id: z.number(), group_id: z.number() }));
const userId = idText;
const USER_NOT_FOUND = 'Portal user not found.';

/** A user may read their own roles; reading or changing another's takes the portal-users screen's roles. */
async function visibleUser(db: Db, req: FastifyRequest, id: number) {
  const me = req.user!;
  if (id !== me.user_id && !admits(PORTAL_USERS_ACCESS, me.roles)) throw forbidden();
  const scope = groupScope(me);
  const [user] = await db
    .select({ user_id: portalUsers.user_id, group_id: portalUsers.group_id })
    .from(portalUsers)
    .where(and(eq(portalUsers.user_id, id), inScope(portalUsers.group_id, scope)));
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

const rolesOf = (db: Db, id: number) =>
  db
    .select({ role_id: roleAssignments.role_id, group_id: roleAssignments.group_id })
    .from(roleAssignments)
    .where(eq(roleAssignments.user_id, id))
    .orderBy(roleAssignments.role_id);

export async function roleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const tags = ['roles'];

  api.get('/v1/acorn/roles', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'List a portal user’s roles, the user named in the query',
      operationId: 'listRolesOfPortalUser',
      querystring: z.object({ user_id: userId }),
      response: { 200: assignments },
    },
    handler: async (req) => rolesOf(db, (await visibleUser(db, req, req.query.user_id)).user_id),
  });

  api.get('/v1/acorn/user-roles/:id', {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'List a portal user’s roles',
      operationId: 'listPortalUserRoles',
      params: z.object({ id: userId }),
      response: { 200: assignments },
    },
    handler: async (req) => rolesOf(db, (await visibleUser(db, req, req.params.id)).user_id),
  });

  // The portal users table offers these: described from the roles table, never role 6, role 1 only to role 1.
  api.get('/v1/acorn/assignable-roles', {
    config: { access: PORTAL_USERS_ACCESS },
    schema: {
      tags,
      summary: 'List the roles the caller may give',
      operationId: 'listAssignableRoles',
      response: { 200: assignableRolesSchema },
    },
    handler: async (req) => {
      const offered = ASSIGNABLE_ROLES.filter((r) => r !== ROLE.ADMIN || isAdmin(req.user!.roles));
      const items = await db
        .select({ role_id: roles.role_id, description: roles.description })
        .from(roles)
        .where(inArray(roles.role_id, [...offered]))
        .orderBy(asc(roles.role_id));
      return { items: items as Role[] };
    },
  });

  api.put('/v1/acorn/roles/:id', {
    config: { access: PORTAL_USERS_ACCESS },
    schema: {
      tags,
      summary: 'Replace a portal user’s roles',
      operationId: 'updatePortalUserRoles',
      params: z.object({ id: userId }),
      body: z.object({ roles: z.array(z.number().int()).max(8) }),
      response: { 200: assignments },
    },
    handler: async (req) => {
      const me = req.user!;
      const wanted = [...new Set(req.body.roles)].sort();
      const unknown = wanted.filter((r) => !(ASSIGNABLE_ROLES as readonly number[]).includes(r));
      if (unknown.length) throw badRequest(`Role ${unknown.join(', ')} cannot be assigned.`);
      const target = await visibleUser(db, req, req.params.id);
      await db.transaction(async (tx) => {
        // Lock the user, then read: two changes at once cannot slip role 1 past the check below.
        await tx.select().from(portalUsers).where(eq(portalUsers.user_id, target.user_id)).for('update');
        const before = (await rolesOf(tx, target.user_id)).map((r) => r.role_id);
        const refusal = roleChangeRefusal(me, before, wanted);
        if (refusal) throw forbidden(refusal);
        await tx.delete(roleAssignments).where(eq(roleAssignments.user_id, target.user_id));
        if (wanted.length) {
          await tx
            .insert(roleAssignments)
            .values(
              wanted.map((role_id) => ({ user_id: target.user_id, role_id, group_id: target.group_id })),
            );
        }
        await writeAudit(tx, req, {
          action: 'update',
          entity: 'role_assignments',
          entity_id: target.user_id,
          group_id: target.group_id,
          changes: { roles: [before, wanted] },
        });
      });
      return rolesOf(db, target.user_id);
    },
  });
}
