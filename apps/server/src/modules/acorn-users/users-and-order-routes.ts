import { ACORN_USERS_TABLE_ACCESS } from '@acorn/domain/access';
import { usersTableRowSchema } from '@acorn/domain/residents';
import { listQuerySchema, listResponseSchema } from '@acorn/domain/shared';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornDevices, acornUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { badRequest } from '../../lib/http-error.js';
import { containsPattern } from '../../lib/like.js';

const RESIDENT = 2; // acorn_users.user_type of a tablet user

/** Each field of the joined row, by the column it is read from. */
const FIELDS = {
  user_id: acornUsers.user_id,
  order_no: acornDevices.order_no,
  sim_number: acornDevices.sim_number,
  sim_activation_date: acornDevices.sim_activation_date,
  sim_renewal_date: acornDevices.sim_renewal_date,
  support_activation_date: acornDevices.support_activation_date,
  support_renewal_date: acornDevices.support_renewal_date,
  is_active: acornUsers.is_active,
  acorn_id: acornUsers.acorn_id,
  firstname: acornUsers.firstname,
  surname: acornUsers.surname,
  email: acornUsers.email,
  dob: sql<string | null>`to_char(${acornUsers.dob}, 'YYYY-MM-DD')`,
  home_phone: acornUsers.home_phone,
  mob_phone: acornUsers.mob_phone,
  location: acornUsers.location,
  street: acornUsers.street,
  city: acornUsers.city,
  county: acornUsers.county,
  postalcode: acornUsers.postalcode,
  country: acornUsers.country,
} as const;
type Field = keyof typeof FIELDS;
const SEARCHED = [acornUsers.firstname, acornUsers.surname, acornUsers.email, acornUsers.acorn_id];
/** A resident's tablet is the device with their acorn_id, in their own group. */
const DEVICE_OF_RESIDENT = and(
  eq(acornDevices.acorn_id, acornUsers.acorn_id),
  eq(acornDevices.group_id, acornUsers.group_id),
);

/**
 * The administration Users table (spec doc 1): residents with the device and order their tablet came with,
 * joined, paged, sorted and searched in the database. Its one edit, the Active switch, is
 * PUT /acorn-users/{id} (acorn-user-update-route.ts).
 */
export async function usersAndOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/v1/acorn/acorn-users-and-order', {
    config: { access: ACORN_USERS_TABLE_ACCESS },
    schema: {
      tags: ['acorn-users'],
      summary: 'List residents with their tablet’s device and order',
      operationId: 'listAcornUsersWithOrders',
      querystring: listQuerySchema.extend({ page_size: listQuerySchema.shape.page_size.default(50) }),
      response: { 200: listResponseSchema(usersTableRowSchema) },
    },
    handler: async (req) => {
      const { page, page_size, sort = 'surname', order = 'asc', q, group_id } = req.query;
      if (!Object.hasOwn(FIELDS, sort)) throw badRequest(`Cannot sort by ${sort}.`);
      const scope = groupScope(req.user!);
      const pattern = q?.trim() ? containsPattern(q.trim()) : null;
      const where: SQL | undefined = and(
        eq(acornUsers.user_type, RESIDENT),
        inScope(acornUsers.group_id, scope),
        group_id === undefined ? undefined : eq(acornUsers.group_id, group_id),
        pattern
          ? or(...SEARCHED.map((c) => ilike(c, pattern)), ilike(acornDevices.order_no, pattern))
          : undefined,
      );
      const direction = order === 'asc' ? asc : desc;
      const rows = await db
        .select({ ...FIELDS, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(acornUsers)
        .leftJoin(acornDevices, DEVICE_OF_RESIDENT)
        .where(where)
        .orderBy(direction(FIELDS[sort as Field]), asc(acornUsers.user_id))
        .limit(page_size)
        .offset((page - 1) * page_size);
      const total = rows[0]?.total ?? (page > 1 ? await countOf(db, where) : 0);
      return { items: rows.map(({ total: _, ...row }) => row), total };
    },
  });
}

/** A page past the end has no rows to carry the window count. */
async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(acornUsers)
    .leftJoin(acornDevices, DEVICE_OF_RESIDENT)
    .where(where);
  return row?.n ?? 0;
}
