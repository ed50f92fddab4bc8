import { listResponseSchema } from '@acorn/domain/shared';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupScope } from '../group-scope.js';
import { directListBody, listPage, type ListParams } from './list-query.js';
import type { ResourceRoute } from './route-names.js';

/** GET the list: one page of the rows the caller may see, in their view, and how many there are. */
export function listRowsRoute({ app, def, parts, names }: ResourceRoute) {
  const { db } = app;
  const { present, viewOf, narrow } = parts;
  const directBodies = new Map([def, narrow].filter((d) => d !== null).map((d) => [d, directListBody(d)]));
  app.withTypeProvider<ZodTypeProvider>().get(names.base, {
    config: { access: def.contract.access.read, permission: def.contract.permissions?.read },
    schema: {
      tags: names.tags,
      ...names.operation('list'),
      querystring: names.querystring,
      response: { 200: listResponseSchema(names.rowSchema) },
    },
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
}

/** A body that is JSON already: Fastify sends a string with a JSON content type, or bytes, as they are. */
export const sendJsonText = (reply: FastifyReply, body: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(body);
