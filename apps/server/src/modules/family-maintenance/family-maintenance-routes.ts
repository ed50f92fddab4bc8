import multipart from '@fastify/multipart';
import { FAMILY_ACCESS } from '@acorn/domain/access';
import {
  FAMILY_MAINTENANCE_MESSAGES,
  familyMaintenanceCreatedSchema,
  familyMaintenanceRequestsSchema,
} from '@acorn/domain/maintenance';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, idText } from '@acorn/domain/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/http-error.js';
import { findScoped } from '../../lib/resource/scoped-row.js';
import { linkedResident } from '../family/linked-resident.js';
import { maintenances } from '../maintenances/maintenances-resource.js';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { createRequest, familyRequestPhoto, familyRequests } from './maintenance-requests.js';
import { readRequestForm } from './request-form.js';
import { sendRequestPhoto } from './request-photos.js';

const url = '/v1/acorn/family/residents/:user_id/maintenance-requests';
const requestParams = residentParams.extend({ maintenance_id: idText });

/**
 * Maintenance Request (/family-maintenance-request, issue 20): a family member asks for a job for their
 * resident (with a photo if they like) and follows their own requests; staff who may read the job see
 * its photo. Role 7 alone on the family routes; another resident (another family's, even in the same
 * group) is 404, as is another member's request. Each look at a photo is audited on the resident.
 */
export async function familyMaintenanceRoutes(app: FastifyInstance) {
  // Three text fields and one picture at most; a larger picture is cut off at the limit and refused.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 3, parts: 4, fieldSize: 8 * 1024 },
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const family = { access: FAMILY_ACCESS };
  const tags = ['family'];

  api.post(url, {
    config: family,
    schema: {
      tags,
      summary: 'Ask for a maintenance job for a resident',
      operationId: 'createFamilyResidentMaintenanceRequest',
      params: residentParams,
      consumes: ['multipart/form-data'],
      response: { 201: familyMaintenanceCreatedSchema },
    },
    handler: async (req, reply) => {
      // Another family's resident is refused before the upload is read.
      const resident = await linkedResident(req, req.params.user_id);
      const { input, photo } = await readRequestForm(req);
      const request = await createRequest(req, resident, input, photo);
      return reply.code(201).send({ message: FAMILY_MAINTENANCE_MESSAGES.sent, request });
    },
  });

  api.get(url, {
    config: family,
    schema: {
      tags,
      summary: 'List one’s own maintenance requests for a resident',
      operationId: 'listFamilyResidentMaintenanceRequests',
      params: residentParams,
      response: { 200: familyMaintenanceRequestsSchema },
    },
    handler: async (req) => {
      const resident = await linkedResident(req, req.params.user_id);
      await auditResident(app.db, req, resident, { action: 'read', entity: 'maintenances' });
      return { items: await familyRequests(app.db, req.user!.user_id, resident.user_id) };
    },
  });

  // The page fetches the photo and shows it from memory (ADR 0043): each look is a deliberate read.
  api.get(`${url}/:maintenance_id/photo`, {
    config: family,
    schema: {
      tags,
      summary: 'Get the photo of one’s own maintenance request',
      operationId: 'getFamilyResidentMaintenanceRequestPhoto',
      params: requestParams,
      produces: [...IMAGE_TYPES],
    },
    handler: async (req, reply) => {
      const resident = await linkedResident(req, req.params.user_id);
      const found = await familyRequestPhoto(
        app.db,
        req.user!.user_id,
        resident.user_id,
        req.params.maintenance_id,
      );
      if (!found) throw notFound(maintenances.contract.notFound);
      // A photo of the resident's room is part of their record: looking is audited (ADR 0039).
      await auditResident(app.db, req, resident, { action: 'read', entity: 'maintenances' });
      return sendRequestPhoto(req, reply, found.photo_path);
    },
  });

  // Staff: whoever may read the job (the maintenance table's roles, in its group) sees the photo.
  api.get('/v1/acorn/maintenances/:id/photo', {
    config: {
      access: maintenances.contract.access.read,
      permission: maintenances.contract.permissions?.read,
    },
    schema: {
      tags: ['maintenances'],
      summary: 'Get the photo of a maintenance job',
      operationId: 'getMaintenancePhoto',
      params: z.object({ id: idText }),
      produces: [...IMAGE_TYPES],
    },
    handler: async (req, reply) => {
      const job = await findScoped(app.db, maintenances, req, req.params.id);
      if (job.photo_path)
        await writeAudit(app.db, req, {
          action: 'read',
          entity: 'maintenances',
          entity_id: job.maintenance_id,
          group_id: job.group_id,
          resident_id: job.user_id,
        });
      return sendRequestPhoto(req, reply, job.photo_path);
    },
  });
}
