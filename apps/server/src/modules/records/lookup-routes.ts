import { screenAccess, type Access } from '@acorn/domain/access';
import { orderNameSchema } from '@acorn/domain/orders';
import { renewalOrderDeviceSchema } from '@acorn/domain/renewals';
import { idText } from '@acorn/domain/shared';
import { and, asc, eq, ilike, isNotNull, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornDevices, acornOrders } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { containsPattern } from '../../lib/like.js';

/** A picker needs the first few hundred matches, never a whole table. */
const MAX_ITEMS = 1000;

interface Lookup {
  name: string;
  /** The call's name and summary in the OpenAPI document. */
  operationId: string;
  summary: string;
  /** The roles of the screen whose picker it feeds. */
  access: Access;
  table: PgTable;
  group: PgColumn;
  /** The value picked: listed once, sorted, never empty. */
  key: PgColumn;
  /** What each item carries, by field name. */
  fields: Record<string, PgColumn>;
  item: z.ZodObject;
}

/** The pickers' value lists (spec doc 1 §7), in the caller's group scope; `q` narrows by the key. */
const LOOKUPS: Lookup[] = [
  {
    name: 'acorn-order-names',
    operationId: 'listAcornOrderNames',
    summary: 'List order numbers for the orders picker',
    access: screenAccess('/orders'),
    table: acornOrders,
    group: acornOrders.group_id,
    key: acornOrders.order_no,
    fields: { order_no: acornOrders.order_no },
    item: orderNameSchema,
  },
  {
    name: 'acorn-renewals-order-device',
    operationId: 'listAcornRenewalsOrderDevices',
    summary: 'List tablets with their order and SIM for the renewals picker',
    access: screenAccess('/renewals'),
    table: acornDevices,
    group: acornDevices.group_id,
    key: acornDevices.acorn_id,
    fields: {
      acorn_id: acornDevices.acorn_id,
      order_no: acornDevices.order_no,
      sim_number: acornDevices.sim_number,
      owner_name: acornDevices.owner_name,
    },
    item: renewalOrderDeviceSchema,
  },
];

const query = z.object({
  group_id: idText.optional(),
  q: z.string().max(200).optional(),
});

export async function lookupRoutes(app: FastifyInstance) {
  for (const lookup of LOOKUPS) {
    app.withTypeProvider<ZodTypeProvider>().get(`/v1/acorn/${lookup.name}`, {
      config: { access: lookup.access },
      schema: {
        tags: [lookup.name],
        summary: lookup.summary,
        operationId: lookup.operationId,
        querystring: query,
        response: { 200: z.object({ items: z.array(lookup.item) }) },
      },
      handler: async (req) => {
        const scope = groupScope(req.user!);
        const q = req.query.q?.trim();
        const conditions: (SQL | undefined)[] = [
          isNotNull(lookup.key),
          ne(lookup.key, ''),
          inScope(lookup.group, scope),
          req.query.group_id === undefined ? undefined : eq(lookup.group, req.query.group_id),
          q ? ilike(lookup.key, containsPattern(q)) : undefined,
        ];
        const items = await app.db
          .selectDistinct(lookup.fields)
          .from(lookup.table)
          .where(and(...conditions))
          .orderBy(asc(lookup.key), ...Object.values(lookup.fields).map((c) => asc(c)))
          .limit(MAX_ITEMS);
        return { items: items as z.infer<typeof lookup.item>[] };
      },
    });
  }
}
