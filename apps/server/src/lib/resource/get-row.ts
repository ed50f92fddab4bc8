import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, type ResourceRoute } from './route-names.js';

/** GET one row the caller may see, in their view. */
export function getRowRoute({ app, def, parts, names }: ResourceRoute) {
  app.withTypeProvider<ZodTypeProvider>().get(`${names.base}/:id`, {
    config: { access: def.contract.access.read, permission: def.contract.permissions?.read },
    schema: {
      tags: names.tags,
      ...names.operation('get'),
      params: idParams,
      response: { 200: names.rowSchema },
    },
    handler: async (req) => parts.presentOne(await parts.findScoped(req, req.params.id), req),
  });
}
