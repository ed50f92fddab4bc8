import { FAMILY_ACCESS } from '@acorn/domain/access';
import {
  PHOTO_MESSAGES,
  photoResultSchema,
  sharedPhotosPageSchema,
  sharedPhotosQuerySchema,
} from '@acorn/domain/photos';
import { idText } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, notFound } from '../../lib/http-error.js';
import { linkedResident } from '../family/linked-resident.js';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { auditPhoto } from './photo-audit.js';
import { removePhoto, sharePhoto } from './photo-commands.js';
import { findPhoto, photoPage } from './photo-rows.js';
import { sendPicture, type PictureSize } from './photo-stream.js';
import { uploadPhoto } from './photo-upload.js';

const url = '/v1/acorn/family/residents/:user_id/photos';
const photoParams = residentParams.extend({ photo_id: idText });
const tags = ['photos'];

/**
 * /family-share (issue 20): a family member uploads photos for their resident, shares them with the
 * tablet, follows each one's state and removes them. Only their own uploads, only for their own residents
 * (anyone else's: 404).
 */
export async function familyPhotoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: FAMILY_ACCESS };

  api.post(url, {
    config,
    schema: {
      tags,
      summary: 'Upload a photo for a resident',
      operationId: 'uploadFamilyResidentPhoto',
      params: residentParams,
      consumes: ['multipart/form-data'],
      response: { 201: photoResultSchema },
    },
    handler: async (req, reply) => {
      // Someone else's resident is refused before the upload is read.
      const resident = await linkedResident(req, req.params.user_id);
      const photo = await uploadPhoto(req, resident);
      return reply.code(201).send({ message: PHOTO_MESSAGES.uploaded, photo });
    },
  });

  api.get(url, {
    config,
    schema: {
      tags,
      summary: 'List one’s own photos for a resident',
      operationId: 'listFamilyResidentPhotos',
      params: residentParams,
      querystring: sharedPhotosQuerySchema,
      response: { 200: sharedPhotosPageSchema },
    },
    handler: async (req) => {
      const resident = await linkedResident(req, req.params.user_id);
      await auditResident(app.db, req, resident, { action: 'read', entity: 'shared_photos' });
      return photoPage(app.db, resident.user_id, 'family', { ...req.query, uploadedBy: req.user!.user_id });
    },
  });

  api.post(`${url}/:photo_id/share`, {
    config,
    schema: {
      tags,
      summary: 'Send a photo to a resident’s tablet',
      operationId: 'shareFamilyResidentPhoto',
      params: photoParams,
      response: { 202: photoResultSchema },
    },
    handler: async (req, reply) => {
      const resident = await linkedResident(req, req.params.user_id);
      return reply.code(202).send(await sharePhoto(req, resident, req.params.photo_id));
    },
  });

  api.delete(`${url}/:photo_id`, {
    config,
    schema: {
      tags,
      summary: 'Remove one’s own photo, from the tablet too',
      operationId: 'deleteFamilyResidentPhoto',
      params: photoParams,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      const resident = await linkedResident(req, req.params.user_id);
      await removePhoto(req, resident, req.params.photo_id, { uploadedBy: req.user!.user_id });
      return { message: PHOTO_MESSAGES.removed };
    },
  });

  const sizes = [
    {
      size: 'thumbnail',
      summary: 'Get one’s own photo’s thumbnail',
      operationId: 'getFamilyResidentPhotoThumbnail',
    },
    { size: 'image', summary: 'Get one’s own photo in full', operationId: 'getFamilyResidentPhotoImage' },
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
        const resident = await linkedResident(req, req.params.user_id);
        const row = await findPhoto(app.db, resident.user_id, req.params.photo_id, req.user!.user_id);
        if (!row) throw notFound();
        // As on the staff side: a thumbnail is a look at the picture too.
        await auditPhoto(app.db, req, row, 'read');
        return sendPicture(reply, row, size);
      },
    });
  }
}
