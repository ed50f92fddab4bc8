import {
  idText,
  PHOTO_MESSAGES,
  RESIDENTS_ACCESS,
  sharedPhotosPageSchema,
  sharedPhotosQuerySchema,
} from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, notFound } from '../../lib/http-error.js';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { visibleResident } from '../residents/visible-resident.js';
import { auditPhoto } from './photo-audit.js';
import { removePhoto } from './photo-commands.js';
import { findPhoto, photoPage } from './photo-rows.js';
import { sendPicture, type PictureSize } from './photo-stream.js';

const url = '/v1/acorn/residents/:user_id/photos';
const photoParams = residentParams.extend({ photo_id: idText });
const tags = ['photos'];

/**
 * The photos family members shared with a resident, for staff of the resident's group (roles 1 and 2):
 * who shared what and whether the tablet shows it, and taking one away. Looking is audited (the list and
 * each full picture; thumbnails are part of the list).
 */
export async function staffPhotoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: RESIDENTS_ACCESS };

  api.get(url, {
    config,
    schema: {
      tags,
      params: residentParams,
      querystring: sharedPhotosQuerySchema,
      response: { 200: sharedPhotosPageSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      const page = await photoPage(app.db, resident.user_id, 'staff', req.query);
      await auditResident(app.db, req, resident, { action: 'read', entity: 'shared_photos' });
      return page;
    },
  });

  api.delete(`${url}/:photo_id`, {
    config,
    schema: { tags, params: photoParams, response: { 200: messageSchema } },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      await removePhoto(req, resident, req.params.photo_id, 'shared');
      return { message: PHOTO_MESSAGES.removedFromTablet };
    },
  });

  for (const size of ['thumbnail', 'image'] as const satisfies PictureSize[]) {
    api.get(`${url}/:photo_id/${size}`, {
      config,
      schema: { tags, params: photoParams, produces: ['image/jpeg', 'image/png', 'image/webp'] },
      handler: async (req, reply) => {
        const resident = await visibleResident(req, req.params.user_id);
        const row = await findPhoto(app.db, resident.user_id, req.params.photo_id);
        // Staff see what was shared with the resident, not a family member's unshared uploads.
        if (!row || row.shared_at === null) throw notFound();
        if (size === 'image') await auditPhoto(app.db, req, row, 'read');
        return sendPicture(reply, row, size);
      },
    });
  }
}
