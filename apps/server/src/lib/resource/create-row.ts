import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import { badRequest } from '../http-error.js';
import { checkReferences } from './references.js';
import type { Row } from './resource-definition.js';
import { groupOfRow } from './resource-parts.js';
import type { ResourceContext, ResourceRoute } from './route-names.js';
import { auditRowWrite } from './write-audit.js';

/** POST a row: checked by the spec's rules, put in the caller's group, stamped, stored and audited. */
export function createRowRoute(route: ResourceRoute) {
  const { app, def, names } = route;
  app.withTypeProvider<ZodTypeProvider>().post(names.base, {
    config: { access: def.access.create },
    schema: { tags: names.tags, body: def.input, response: { 201: names.rowSchema } },
    handler: async (req, reply) => {
      const body = req.body as Row;
      const row = newRow(route, req, body);
      const saved = await app.db.transaction((tx) => insertRow(route, tx, req, row, body));
      await def.afterCreate?.(app, saved);
      return reply.code(201).send(saved);
    },
  });
}

/** The row a create stores: the defaults, the body's own fields, its group, the derived fields, the stamp. */
function newRow({ app, def, parts }: ResourceContext, req: FastifyRequest, body: Row): Row {
  const problem = def.validate?.({ ...def.defaults, ...body }, 'create', app.clock());
  if (problem) throw badRequest(problem);
  const row: Row = { ...def.defaults, ...parts.ownFields(body) };
  if (def.group) row[def.group.name] = parts.groupFor(req, body[def.group.name]);
  Object.assign(row, def.derive?.(row), { [def.modified.name]: app.clock().toISOString() });
  return row;
}

/** Stores a new row with what belongs to it elsewhere and its audit row, in one transaction. */
async function insertRow({ def, parts }: ResourceContext, tx: Db, req: FastifyRequest, row: Row, body: Row) {
  await checkReferences(tx, def.references, row, groupOfRow(def, row));
  const [inserted] = await tx.insert(def.table).values(row).returning();
  await def.afterWrite?.(tx, req, inserted!, body, 'create');
  await auditRowWrite(tx, req, def, {
    action: 'create',
    id: inserted![def.id.name] as number,
    row: inserted!,
    changes: body,
  });
  return parts.presentOne(inserted!, req, tx);
}
