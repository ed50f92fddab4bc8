import { ENROLMENT_ACCESS } from '@acorn/domain/access';
import { idText } from '@acorn/domain/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groups } from '../../../db/schema/index.js';
import { writeAudit } from '../../../lib/audit.js';
import { notFound } from '../../../lib/http-error.js';
import { newToken } from '../../../lib/tokens.js';
import { ENROLMENT_TAGS } from './enrolment-tags.js';

/** A group's new enrolment secret, replacing the old one. */
export function enrolmentSecretRoute(app: FastifyInstance) {
  const { db } = app;
  app.withTypeProvider<ZodTypeProvider>().post('/v1/acorn/groups/:id/enrolment-secret', {
    config: { access: ENROLMENT_ACCESS },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Replace a group’s tablet enrolment secret',
      operationId: 'rotateGroupEnrolmentSecret',
      params: z.object({ id: idText }),
      response: { 200: z.object({ enrolment_secret: z.string() }) },
    },
    handler: async (req) => {
      // Shown once; only its hash is kept. Tablets already enrolled keep their credentials.
      const { token, hash } = newToken(24);
      const updated = await db
        .update(groups)
        .set({ enrolment_secret_hash: hash })
        .where(eq(groups.group_id, req.params.id))
        .returning({ group_id: groups.group_id });
      if (updated.length === 0) throw notFound();
      await writeAudit(db, req, {
        action: 'update',
        entity: 'groups',
        entity_id: req.params.id,
        group_id: req.params.id,
        changes: { enrolment_secret: 'rotated' },
      });
      return { enrolment_secret: token };
    },
  });
}
