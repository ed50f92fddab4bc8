import { FAMILY_ACCESS } from '@acorn/domain/access';
import {
  familyInstallInputSchema,
  familyInstallResultSchema,
  familyTabletSchema,
} from '@acorn/domain/family';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { linkedResident } from '../family/linked-resident.js';
import { auditResident } from '../residents/resident-audit.js';
import { residentParams } from '../residents/resident-params.js';
import { familyTablet } from './family-tablet.js';
import { installApp } from './install-app.js';

const url = '/v1/acorn/family/residents/:user_id';

/**
 * Help User (/family-help-user, issue 20): a family member reads their resident's tablet (state, apps,
 * the suggested apps that reach them) and installs a suggested app on it. Role 7 alone; another resident
 * (another family's, even in the same group) is 404. The tablet's state is no share of the resident's:
 * every linked member may help with the tablet.
 */
export async function familyHelpRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: FAMILY_ACCESS };
  const tags = ['family'];

  api.get(`${url}/tablet`, {
    config,
    schema: {
      tags,
      summary: 'Get a resident’s tablet: its state, apps and suggested apps',
      operationId: 'getFamilyResidentTablet',
      params: residentParams,
      response: { 200: familyTabletSchema },
    },
    handler: async (req) => {
      const resident = await linkedResident(req, req.params.user_id);
      await auditResident(app.db, req, resident, { action: 'read', entity: 'family_tablet' });
      return familyTablet(app.db, resident);
    },
  });

  api.post(`${url}/install-app`, {
    config,
    schema: {
      tags,
      summary: 'Install a suggested app on a resident’s tablet',
      operationId: 'installFamilyResidentApp',
      params: residentParams,
      body: familyInstallInputSchema,
      response: { 202: familyInstallResultSchema },
    },
    handler: async (req, reply) => {
      const resident = await linkedResident(req, req.params.user_id);
      const sent = await installApp(req, resident, req.body.app_id, app.tabletLink.dispatcher);
      return reply.code(202).send(sent);
    },
  });
}
