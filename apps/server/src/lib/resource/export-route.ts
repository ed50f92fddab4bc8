import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import type { Db } from '../../db/types.js';
import { groupScope } from '../group-scope.js';
import { csvLine } from './csv.js';
import { listOrder, listWhere, type ListParams } from './list-query.js';
import type { ResourceDefinition } from './resource-definition.js';
import type { ResourceRoute } from './route-names.js';

const EXPORT_BATCH = 1000;

/** GET the list as CSV: every row the caller may see, in their view, streamed a batch at a time. */
export function exportRoute({ app, def, parts, names }: ResourceRoute) {
  app.withTypeProvider<ZodTypeProvider>().get(`${names.base}/export`, {
    config: { access: def.contract.access.export, permission: def.contract.permissions?.export },
    schema: {
      tags: names.tags,
      ...names.operation('export'),
      querystring: names.querystring.omit({ page: true, page_size: true }),
    },
    handler: async (req, reply) => {
      const params = { ...(req.query as ListParams), page: 1, page_size: EXPORT_BATCH };
      const view = parts.viewOf(req);
      const batch = exportBatches(app.db, view, params, groupScope(req.user!));
      const keys = Object.keys(view.row.shape);
      // The first batch is read before any byte is sent, so a bad filter still gets a clear 400.
      const first = await batch(0);
      async function* lines() {
        yield csvLine(keys);
        let rows = first;
        for (let offset = 0; ;) {
          for (const row of await parts.present(rows, req)) yield csvLine(keys.map((k) => row[k]));
          if (rows.length < EXPORT_BATCH) return;
          offset += EXPORT_BATCH;
          rows = await batch(offset);
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${def.contract.name}.csv"`)
        .send(Readable.from(lines()));
    },
  });
}

/** The rows of an export from a given offset, in the list's order, a batch at a time. */
function exportBatches(db: Db, view: ResourceDefinition, params: ListParams, scope: number | null) {
  const where = listWhere(view, params, scope);
  const order = listOrder(view, params);
  return (offset: number) =>
    db
      .select()
      .from(view.table)
      .where(where)
      .orderBy(...order)
      .limit(EXPORT_BATCH)
      .offset(offset);
}
