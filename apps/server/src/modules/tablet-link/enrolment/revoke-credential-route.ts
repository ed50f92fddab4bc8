import { ENROLMENT_ACCESS } from '@acorn/domain/access';
import { idText } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../../lib/audit.js';
import { messageSchema, notFound } from '../../../lib/http-error.js';
import { revokeCredential } from '../credentials.js';
import { ENROLMENT_TAGS } from './enrolment-tags.js';

/** A tablet's credential revoked: the broker drops its connections where it can, and it must enrol again. */
export function revokeCredentialRoute(app: FastifyInstance) {
  const { db, clock } = app;
  app.withTypeProvider<ZodTypeProvider>().delete('/v1/acorn/users/:user_id/tablet-credential', {
    config: { access: ENROLMENT_ACCESS },
    schema: {
      tags: ENROLMENT_TAGS,
      summary: 'Revoke a tablet’s credential',
      operationId: 'revokeTabletCredential',
      params: z.object({ user_id: idText }),
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      if (!(await revokeCredential(db, clock, req.params.user_id))) throw notFound();
      await app.tabletLink.credentialRevoked(req.params.user_id);
      await writeAudit(db, req, {
        action: 'delete',
        entity: 'tablet_credentials',
        entity_id: req.params.user_id,
        resident_id: req.params.user_id,
      });
      return { message: 'Tablet credential revoked.' };
    },
  });
}
