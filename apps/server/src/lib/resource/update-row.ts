import { admits } from '@acorn/domain/access';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthUser } from '../auth-user.js';
import { badRequest, forbidden } from '../http-error.js';
import { checkReferences } from './references.js';
import type { ResourceDefinition, Row } from './resource-definition.js';
import { groupOfRow, resourceParts } from './resource-parts.js';
import { idParams, type ResourceContext, type ResourceRoute } from './route-names.js';
import { checkVersion, withVersion } from './versions.js';
import { auditRowWrite, changedFields } from './write-audit.js';

/** PUT a row, unless another route serves the resource's PUT (def.updateRoute). */
export function updateRowRoute({ app, def, names }: ResourceRoute) {
  const update = resourceUpdate(app, def);
  app.withTypeProvider<ZodTypeProvider>().put(`${names.base}/:id`, {
    config: { access: def.contract.access.update, permission: def.contract.permissions?.update },
    schema: {
      tags: names.tags,
      ...names.operation('update'),
      params: idParams,
      body: withVersion(def, def.input),
      response: { 200: names.rowSchema },
    },
    handler: async (req) => update(req, req.params.id, req.body as Row),
  });
}

/**
 * The update of one row, shared by the resource's PUT route and any route that serves the same path for
 * more than one purpose (portal-users: the table and the profile form).
 */
export function resourceUpdate(app: FastifyInstance, def: ResourceDefinition) {
  const resource: ResourceContext = { app, def, parts: resourceParts(app, def) };
  const { parts } = resource;
  return async (req: FastifyRequest, id: number, sent: Row): Promise<Row> => {
    refuseUneditable(def, req.user!, sent);
    const { saved, committed } = await app.db.transaction(async (tx) => {
      const existing = await parts.findScoped(req, id, tx);
      // The row is locked: no other update can slip between this check and the write.
      const body = checkVersion(def, existing, sent);
      await parts.refuseProtected(existing, req, tx, 'update');
      const { merged, changes } = updatedRow(resource, req, existing, body);
      await checkReferences(tx, def.references, merged, groupOfRow(def, merged));
      const [updated] = await tx.update(def.table).set(changes).where(eq(def.columns.id, id)).returning();
      await def.afterWrite?.(tx, req, updated!, body, 'update');
      const changed = changedFields(existing, body);
      await auditRowWrite(tx, req, def, { action: 'update', id, row: updated!, changes: changed });
      const committed = await def.onUpdate?.(tx, req, existing, updated!);
      return { saved: await parts.presentOne(updated!, req, tx), committed };
    });
    await committed?.();
    return saved;
  };
}

/** Fields a restricted role may not change (the contract's `editView`), refused before anything is read. */
function refuseUneditable(def: ResourceDefinition, user: AuthUser, sent: Row) {
  const { [def.columns.modified.name]: _version, ...fields } = sent;
  const { editView } = def.contract;
  const allowed = editView && !admits(editView.allFor, user.roles) ? editView.fields : null;
  const refused = allowed ? Object.keys(fields).filter((k) => !allowed.includes(k)) : [];
  if (refused.length) throw forbidden(`You may not change ${refused.join(', ')}.`);
}

/** The row as the update leaves it (`merged`, checked by the spec's rules) and the columns it sets. */
function updatedRow({ app, def, parts }: ResourceContext, req: FastifyRequest, existing: Row, body: Row) {
  const fixed = (def.createOnly ?? []).filter((k) => k in body && body[k] !== existing[k]);
  if (fixed.length) throw badRequest(`${sentence(fixed.join(', '))} cannot be changed once added.`);
  const merged: Row = { ...existing, ...body };
  const problem = def.contract.validate(merged, 'update', app.clock());
  if (problem) throw badRequest(problem);
  // No group in the body keeps the row's own; the caller's group is only for new rows.
  if (def.columns.group)
    merged[def.columns.group.name] = parts.groupFor(
      req,
      merged[def.columns.group.name] ?? existing[def.columns.group.name],
    );
  const changes: Row = {
    ...parts.ownFields(body),
    ...def.contract.derive?.(merged),
    [def.columns.modified.name]: app.clock().toISOString(),
  };
  if (def.columns.group) changes[def.columns.group.name] = merged[def.columns.group.name];
  return { merged, changes };
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
