import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/types.js';
import { badRequest } from '../http-error.js';
import { checkReferences } from './references.js';
import type { ResourceDefinition, Row } from './resource-definition.js';
import { groupOfRow, resourceParts } from './resource-parts.js';
import type { ResourceContext, ResourceRoute } from './route-names.js';
import { auditRowWrite } from './write-audit.js';

/** POST a row: checked by the spec's rules, put in the caller's group, stamped, stored and audited. */
export function createRowRoute({ app, def, names }: ResourceRoute) {
  const create = resourceCreate(app, def);
  app.withTypeProvider<ZodTypeProvider>().post(names.base, {
    config: { access: def.contract.access.create, permission: def.contract.permissions?.create },
    schema: {
      tags: names.tags,
      ...names.operation('create'),
      body: def.input,
      response: { 201: names.rowSchema },
    },
    handler: async (req, reply) => reply.code(201).send(await create(req, req.body as Row)),
  });
}

/**
 * The create of one row, shared by the resource's POST route and any route that adds the same rows from
 * elsewhere (a resident's maintenance job, added from their panel): the same rules, defaults and audit.
 */
export function resourceCreate(app: FastifyInstance, def: ResourceDefinition) {
  const resource: ResourceContext = { app, def, parts: resourceParts(app, def) };
  return async (req: FastifyRequest, body: Row): Promise<Row> => {
    const row = newRow(resource, req, body);
    const saved = await app.db.transaction((tx) => insertRow(resource, tx, req, row, body));
    await def.afterCreate?.(app, saved);
    return saved;
  };
}

/** The row a create stores: the defaults, the body's own fields, its group, the derived fields, the stamp. */
function newRow({ app, def, parts }: ResourceContext, req: FastifyRequest, body: Row): Row {
  const problem = def.contract.validate({ ...def.contract.defaults, ...body }, 'add', app.clock());
  if (problem) throw badRequest(problem);
  const row: Row = { ...def.contract.defaults, ...parts.ownFields(body) };
  if (def.columns.group) row[def.columns.group.name] = parts.groupFor(req, body[def.columns.group.name]);
  Object.assign(row, def.contract.derive?.(row), { [def.columns.modified.name]: app.clock().toISOString() });
  return row;
}

/** Stores a new row with what belongs to it elsewhere and its audit row, in one transaction. */
async function insertRow({ def, parts }: ResourceContext, tx: Db, req: FastifyRequest, row: Row, body: Row) {
  await checkReferences(tx, def.references, row, groupOfRow(def, row));
  const [inserted] = await tx.insert(def.table).values(row).returning();
  await def.afterWrite?.(tx, req, inserted!, body, 'create');
  await auditRowWrite(tx, req, def, {
    action: 'create',
    id: inserted![def.columns.id.name] as number,
    row: inserted!,
    changes: body,
  });
  return parts.presentOne(inserted!, req, tx);
}
