import { apiAccess, listQuerySchema, listResponseSchema, usersTableRowSchema } from '@acorn/domain';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornDevices, acornUsers } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';

const RESIDENT = 2; // acorn_users.user_type of a tablet user
const NOT_FOUND = 'Acorn user not found.';

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
 * joined, paged, sorted and searched in the database. Its one edit is the Active switch.
 */
export async function usersAndOrderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  api.get('/v1/acorn/acorn-users-and-order', {
    config: { access: apiAccess('acorn-users-and-order') },
    schema: {
      tags: ['acorn-users'],
      querystring: listQuerySchema.extend({ page_size: listQuerySchema.shape.page_size.default(50) }),
      response: { 200: listResponseSchema(usersTableRowSchema) },
    },
    handler: async (req) => {
      const { page, page_size, sort = 'surname', order = 'asc', q, group_id } = req.query;
      if (!Object.hasOwn(FIELDS, sort)) throw badRequest(`Cannot sort by ${sort}.`);
      const scope = groupScope(req.user!);
      const pattern = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where: SQL | undefined = and(
        eq(acornUsers.user_type, RESIDENT),
        scope === null ? undefined : eq(acornUsers.group_id, scope),
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

  api.put('/v1/acorn/acorn-users/:id', {
    config: { access: apiAccess('acorn-users') },
    schema: {
      tags: ['acorn-users'],
      params: z.object({ id: z.coerce.number().int().positive() }),
      // Only the Active switch so far; the resident's full record is edited on the user details screen.
      body: z.object({ is_active: z.boolean() }).strict(),
      response: { 200: z.object({ user_id: z.int(), is_active: z.boolean() }) },
    },
    handler: async (req) => {
      if (req.params.id > MAX_ID) throw notFound(NOT_FOUND);
      const scope = groupScope(req.user!);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [updated] = await tx
          .update(acornUsers)
          .set({ is_active: req.body.is_active, last_modified_date: app.clock().toISOString() })
          .where(
            and(
              eq(acornUsers.user_id, req.params.id),
              scope === null ? undefined : eq(acornUsers.group_id, scope),
            ),
          )
          .returning({
            user_id: acornUsers.user_id,
            is_active: acornUsers.is_active,
            group_id: acornUsers.group_id,
          });
        if (!updated) throw notFound(NOT_FOUND);
        await writeAudit(tx, req, {
          action: 'update',
          entity: 'acorn-users',
          entity_id: updated.user_id,
          group_id: updated.group_id,
          resident_id: updated.user_id,
          changes: { is_active: req.body.is_active },
        });
        return { user_id: updated.user_id, is_active: updated.is_active };
      });
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
