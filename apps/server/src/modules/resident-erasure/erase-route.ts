import { AUDIT_ACCESS } from '@acorn/domain/access';
import { ERASE_MESSAGES, confirmNameOf, confirmsName, eraseInputSchema } from '@acorn/domain/audit';
import { USER_TYPE, userDeletedSchema } from '@acorn/domain/residents';
import { TABLET_MESSAGES } from '@acorn/domain/tablets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../lib/http-error.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { residentParams } from '../residents/resident-params.js';
import { eraseResident } from './erase-resident.js';

/**
 * Erasure on request (GDPR art. 17, issue 23): role 1 removes a resident's personal data, the tablet reset
 * as on delete (ADR 0011); the audit rows stay, naming the resident by id alone (ADR 0040). The resident's
 * name must be typed again: a deliberate act, checked here, not only by the dialog.
 */
export async function eraseRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/v1/acorn/residents/:user_id/erase', {
    config: { access: AUDIT_ACCESS },
    schema: {
      tags: ['residents'],
      summary: 'Erase a resident’s personal data on request',
      operationId: 'eraseResident',
      params: residentParams,
      body: eraseInputSchema,
      response: { 200: userDeletedSchema },
    },
    handler: async (req) => {
      if (req.params.user_id > MAX_ID) throw notFound(TABLET_MESSAGES.userNotFound);
      const erased = await eraseResident(req, req.params.user_id, (user) => {
        if (user.user_type !== USER_TYPE.TABLET_USER) throw notFound(TABLET_MESSAGES.userNotFound);
        if (!confirmsName(req.body.confirm_name, confirmNameOf(user)))
          throw badRequest(ERASE_MESSAGES.nameMismatch);
      });
      return { ...erased, message: ERASE_MESSAGES.erased };
    },
  });
}
