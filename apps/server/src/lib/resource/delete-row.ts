import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { idParams, type ResourceRoute } from './route-names.js';
import { auditRowWrite } from './write-audit.js';

/** DELETE a row the caller may see and change, audited with what it held. */
export function deleteRowRoute({ app, def, parts, names }: ResourceRoute) {
  app.withTypeProvider<ZodTypeProvider>().delete(`${names.base}/:id`, {
    config: { access: def.contract.access.delete, permission: def.contract.permissions?.delete },
    schema: { tags: names.tags, ...names.operation('delete'), params: idParams },
    handler: async (req, reply) => {
      const { id } = req.params;
      const { removed, committed } = await app.db.transaction(async (tx) => {
        const existing = await parts.findScoped(req, id, tx);
        await parts.refuseProtected(existing, req, tx, 'delete');
        await tx.delete(def.table).where(eq(def.columns.id, id));
        await auditRowWrite(tx, req, def, { action: 'delete', id, row: existing, changes: existing });
        return { removed: existing, committed: await def.onDelete?.(tx, req, existing) };
      });
      await committed?.();
      await def.afterDelete?.(app, removed);
      return reply.code(204).send();
    },
  });
}
