import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import { PHOTO_MESSAGES, sharedPhotosPageSchema, sharedPhotosQuerySchema } from '@acorn/domain/photos';
import { idText } from '@acorn/domain/shared';
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
 * who shared what and whether the tablet shows it, and taking one away. Looking is audited (the list,
 * each picture and each thumbnail).
 */
export async function staffPhotoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: RESIDENTS_ACCESS };

  api.get(url, {
    config,
    schema: {
      tags,
      summary: 'List the photos family members shared with a resident',
      operationId: 'listResidentPhotos',
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
    schema: {
      tags,
      summary: 'Remove a shared photo from a resident’s tablet',
      operationId: 'deleteResidentPhoto',
      params: photoParams,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      await removePhoto(req, resident, req.params.photo_id, 'shared');
      return { message: PHOTO_MESSAGES.removedFromTablet };
    },
  });

  const sizes = [
    {
      size: 'thumbnail',
      summary: 'Get a shared photo’s thumbnail',
      operationId: 'getResidentPhotoThumbnail',
    },
    { size: 'image', summary: 'Get a shared photo in full', operationId: 'getResidentPhotoImage' },
  ] as const satisfies { size: PictureSize; summary: string; operationId: string }[];
  for (const { size, summary, operationId } of sizes) {
    api.get(`${url}/:photo_id/${size}`, {
      // The pages fetch both sizes (Sec-Fetch-Dest 'empty'), so each look is a deliberate, audited read.
      config,
      schema: {
        tags,
        summary,
        operationId,
        params: photoParams,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
      },
      handler: async (req, reply) => {
        const resident = await visibleResident(req, req.params.user_id);
        const row = await findPhoto(app.db, resident.user_id, req.params.photo_id);
        // Staff see what was shared with the resident, not a family member's unshared uploads.
        if (!row || row.shared_at === null) throw notFound();
        // A thumbnail shows the picture as surely as the full one (security review 3): both are audited.
        await auditPhoto(app.db, req, row, 'read');
        return sendPicture(reply, row, size);
      },
    });
  }
}
