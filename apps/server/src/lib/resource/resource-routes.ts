import { listQuerySchema, listResponseSchema, idText } from '@acorn/domain';
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../db/types.js';
import { writeAudit } from '../audit.js';
import { groupScope } from '../group-scope.js';
import { badRequest, forbidden, notFound } from '../http-error.js';
import { csvLine } from './csv.js';
import type { ResourceDefinition, Row } from './define-resource.js';
import { directListBody, listOrder, listPage, listWhere, type ListParams } from './list-query.js';
import { cutTo, narrowedDefinition, viewFor } from './narrow-view.js';
import { checkReferences } from './references.js';
import { checkVersion, withVersion } from './versions.js';
import { findScoped as findScopedRow } from './scoped-row.js';
import { toApi } from './serialize.js';

const EXPORT_BATCH = 1000;
const idParams = z.object({ id: idText });

/** Registers list, export, get, create, update and delete for one declared resource. */
export function registerResource(app: FastifyInstance, def: ResourceDefinition) {
  assertKeysAreColumnNames(def);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/v1/acorn/${def.name}`;
  const tags = [def.name];
  const filters = Object.fromEntries(
    Object.keys(def.filters ?? {}).map((k) => [k, z.string().max(200).optional()]),
  );
  const querystring = listQuerySchema.extend(filters);
  const { db } = app;
  const parts = resourceParts(app, def);
  const { findScoped, groupFor, present, presentOne, ownFields, refuseProtected, viewOf, narrow } = parts;
  const directBodies = new Map([def, narrow].filter((d) => d !== null).map((d) => [d, directListBody(d)]));
  // A role with a narrow view is answered its fields alone: the documented answer is either shape.
  const rowSchema = narrow ? z.union([def.row, narrow.row]) : def.row;

  api.get(base, {
    config: { access: def.access.read },
    schema: { tags, querystring, response: { 200: listResponseSchema(rowSchema) } },
    handler: async (req, reply) => {
      const params = req.query as ListParams;
      const scope = groupScope(req.user!);
      const view = viewOf(req);
      const directBody = directBodies.get(view);
      // Already in the response schema's shape (tested for every resource): sent as it comes.
      if (directBody) return sendJsonText(reply, await directBody(db, params, scope));
      const { items, total } = await listPage(db, view, params, scope);
      return { items: await present(items, req), total };
    },
  });

  api.get(`${base}/export`, {
    config: { access: def.access.export },
    schema: { tags, querystring: querystring.omit({ page: true, page_size: true }) },
    handler: async (req, reply) => {
      const params = { ...(req.query as ListParams), page: 1, page_size: EXPORT_BATCH };
      const view = viewOf(req);
      const where = listWhere(view, params, groupScope(req.user!));
      const order = listOrder(view, params);
      const keys = Object.keys(view.row.shape);
      const batch = (offset: number) =>
        db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(...order)
          .limit(EXPORT_BATCH)
          .offset(offset);
      // The first batch is read before any byte is sent, so a bad filter still gets a clear 400.
      const first = await batch(0);
      async function* lines() {
        yield csvLine(keys);
        let rows = first;
        for (let offset = 0; ;) {
          for (const row of await present(rows, req)) yield csvLine(keys.map((k) => row[k]));
          if (rows.length < EXPORT_BATCH) return;
          offset += EXPORT_BATCH;
          rows = await batch(offset);
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${def.name}.csv"`)
        .send(Readable.from(lines()));
    },
  });

  api.get(`${base}/:id`, {
    config: { access: def.access.read },
    schema: { tags, params: idParams, response: { 200: rowSchema } },
    handler: async (req) => presentOne(await findScoped(req, req.params.id), req),
  });

  api.post(base, {
    config: { access: def.access.create },
    schema: { tags, body: def.input, response: { 201: rowSchema } },
    handler: async (req, reply) => {
      const body = req.body as Row;
      const problem = def.validate?.({ ...def.defaults, ...body }, 'create', app.clock());
      if (problem) throw badRequest(problem);
      const row: Row = { ...def.defaults, ...ownFields(body) };
      if (def.group) row[def.group.name] = groupFor(req, body[def.group.name]);
      Object.assign(row, def.derive?.(row), { [def.modified.name]: app.clock().toISOString() });
      const saved = await db.transaction(async (tx) => {
        await checkReferences(tx, def.references, row, def.group ? (row[def.group.name] as number) : null);
        const [inserted] = (await tx.insert(def.table).values(row).returning()) as Row[];
        await def.afterWrite?.(tx, req, inserted!, body, 'create');
        await writeAudit(tx, req, {
          action: 'create',
          entity: def.name,
          entity_id: inserted![def.id.name] as number,
          group_id: def.group ? (inserted![def.group.name] as number) : null,
          changes: body,
        });
        return presentOne(inserted!, req, tx);
      });
      await def.afterCreate?.(app, saved);
      return reply.code(201).send(saved);
    },
  });

  if (def.updateRoute !== false) {
    const update = resourceUpdate(app, def);
    api.put(`${base}/:id`, {
      config: { access: def.access.update },
      schema: { tags, params: idParams, body: withVersion(def, def.input), response: { 200: rowSchema } },
      handler: async (req) => update(req, req.params.id, req.body as Row),
    });
  }

  api.delete(`${base}/:id`, {
    config: { access: def.access.delete },
    schema: { tags, params: idParams },
    handler: async (req, reply) => {
      const removed = await db.transaction(async (tx) => {
        const existing = await findScoped(req, req.params.id, tx);
        await refuseProtected(existing, req, tx, 'delete');
        await tx.delete(def.table).where(eq(def.id, req.params.id) as SQL);
        await writeAudit(tx, req, {
          action: 'delete',
          entity: def.name,
          entity_id: req.params.id,
          group_id: def.group ? (existing[def.group.name] as number) : null,
          changes: existing,
        });
        return existing;
      });
      await def.afterDelete?.(app, removed);
      return reply.code(204).send();
    },
  });
}

/** What the routes of one resource share: scoped reads, the group of a write, the API's shape of rows. */
function resourceParts(app: FastifyInstance, def: ResourceDefinition) {
  const { db } = app;
  const narrow = narrowedDefinition(def);
  /** The definition the caller reads through (def.narrowView). */
  const viewOf = (req: FastifyRequest) => viewFor(def, narrow, req.user!);
  /**
   * Rows as the API answers the caller: given what lives in other tables (def.expand), converted, and cut
   * to the caller's view.
   */
  const present = async (rows: Row[], req: FastifyRequest, from: Db = db) => {
    const view = viewOf(req);
    const full = (def.expand ? await def.expand(from, rows) : rows).map((row) => toApi(def.table, row));
    return view === def ? full : full.map((row) => cutTo(view, row));
  };
  const presentOne = async (row: Row, req: FastifyRequest, from: Db = db) =>
    (await present([row], req, from))[0]!;
  /** The body without the extras (def.extras) that live in other tables. */
  const ownFields = (body: Row): Row =>
    Object.fromEntries(Object.entries(body).filter(([key]) => !def.extras?.includes(key)));
  async function refuseProtected(existing: Row, req: FastifyRequest, tx: Db, action: 'update' | 'delete') {
    const reason = await def.protect?.(existing, req, tx, action);
    if (reason) throw forbidden(reason);
  }

  const findScoped = (req: FastifyRequest, id: number, tx?: Db) => findScopedRow(db, def, req, id, tx);

  /** The group a written row will belong to; writing into another group is refused as not found. */
  function groupFor(req: FastifyRequest, requested: unknown): number {
    const user = req.user!;
    const group = requested === undefined || requested === null ? user.group_id : Number(requested);
    const scope = groupScope(user);
    if (scope !== null && group !== scope) throw notFound(def.notFound);
    return group;
  }

  return { findScoped, groupFor, present, presentOne, ownFields, refuseProtected, viewOf, narrow };
}

/**
 * The update of one row, shared by the resource's PUT route and any route that serves the same path for
 * more than one purpose (portal-users: the table and the profile form).
 */
export function resourceUpdate(app: FastifyInstance, def: ResourceDefinition) {
  const { db } = app;
  const { findScoped, groupFor, presentOne, ownFields, refuseProtected } = resourceParts(app, def);
  return async (req: FastifyRequest, id: number, sent: Row): Promise<Row> => {
    const { [def.modified.name]: _version, ...fields } = sent;
    const allowed = def.editableFields?.(req.user!);
    const refused = allowed ? Object.keys(fields).filter((k) => !allowed.includes(k)) : [];
    if (refused.length) throw forbidden(`You may not change ${refused.join(', ')}.`);
    return db.transaction(async (tx) => {
      const existing = await findScoped(req, id, tx);
      // The row is locked: no other update can slip between this check and the write.
      const body = checkVersion(def, existing, sent);
      await refuseProtected(existing, req, tx, 'update');
      const fixed = (def.createOnly ?? []).filter((k) => k in body && body[k] !== existing[k]);
      if (fixed.length) throw badRequest(`${sentence(fixed.join(', '))} cannot be changed once added.`);
      const merged: Row = { ...existing, ...body };
      const problem = def.validate?.(merged, 'update', app.clock());
      if (problem) throw badRequest(problem);
      // No group in the body keeps the row's own; the caller's group is only for new rows.
      if (def.group)
        merged[def.group.name] = groupFor(req, merged[def.group.name] ?? existing[def.group.name]);
      const changes: Row = {
        ...ownFields(body),
        ...def.derive?.(merged),
        [def.modified.name]: app.clock().toISOString(),
      };
      if (def.group) changes[def.group.name] = merged[def.group.name];
      await checkReferences(
        tx,
        def.references,
        merged,
        def.group ? (merged[def.group.name] as number) : null,
      );
      const [updated] = (await tx.update(def.table).set(changes).where(eq(def.id, id)).returning()) as Row[];
      await def.afterWrite?.(tx, req, updated!, body, 'update');
      await writeAudit(tx, req, {
        action: 'update',
        entity: def.name,
        entity_id: id,
        group_id: def.group ? (updated![def.group.name] as number) : null,
        changes: changedFields(existing, body),
      });
      return presentOne(updated!, req, tx);
    });
  };
}

/** A body that is JSON already: Fastify sends a string with a JSON content type, or bytes, as they are. */
const sendJsonText = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Only what an update really changed goes to the audit log, as { field: [before, after] }. */
function changedFields(before: Row, body: Row): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(body)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) out[key] = [before[key], value];
  }
  return out;
}

/** Lists read rows as PostgreSQL JSON, keyed by SQL column names: those must be the API's field names too. */
function assertKeysAreColumnNames(def: ResourceDefinition) {
  for (const [key, column] of Object.entries(getTableColumns(def.table))) {
    if (key !== column.name)
      throw new Error(`${def.name}: property ${key} must be named as its column ${column.name}`);
  }
}
