import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  maintenanceSchema,
  residentMaintenanceInputSchema,
  type Maintenance,
  residentMaintenancesPageSchema,
  residentMaintenancesQuerySchema,
} from '@acorn/domain/maintenance';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornUsers } from '../../../db/schema/index.js';
import { resourceCreate } from '../../../lib/resource/create-row.js';
import { sendJsonText } from '../../../lib/resource/list-rows.js';
import { maintenances } from '../../maintenances/maintenances-resource.js';
import { residentBody } from '../resident-read.js';
import { residentParams } from '../resident-params.js';
import { visibleResident } from '../visible-resident.js';
import { residentJobs, residentMaintenancesBody } from './resident-maintenances-body.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/maintenances';

/**
 * The resident's Maintenance panel (doc 2 §2.1): their jobs by tab, and a job added for them. The job is
 * the maintenance table's own row, added through its create (rules, defaults, messages, audit), for the
 * resident, in their group and facility. Changes go through the table's PUT.
 */
export async function residentMaintenancesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const create = resourceCreate(app, maintenances);

  api.get(url, {
    config: { access },
    schema: {
      tags,
      summary: 'List a resident’s maintenance jobs, by tab',
      operationId: 'listResidentMaintenances',
      params: residentParams,
      querystring: residentMaintenancesQuerySchema,
      response: { 200: residentMaintenancesPageSchema },
    },
    // One statement: the scope check, the tab's page and every tab's count (resident-read.ts).
    handler: async (req, reply) =>
      sendJsonText(
        reply,
        await residentBody(req, req.params.user_id, residentMaintenancesBody(req.query), {
          with: residentJobs,
          audit: { entity: 'maintenances' },
        }),
      ),
  });

  api.post(url, {
    config: { access },
    schema: {
      tags,
      summary: 'Add a maintenance job for a resident',
      operationId: 'createResidentMaintenance',
      params: residentParams,
      body: residentMaintenanceInputSchema,
      response: { 201: maintenanceSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      const [home] = await app.db
        .select({ facility_id: acornUsers.facility_id })
        .from(acornUsers)
        .where(eq(acornUsers.user_id, resident.user_id));
      const saved = await create(req, {
        ...req.body,
        user_id: resident.user_id,
        resident_name: resident.name,
        group_id: resident.group_id,
        facility_id: home?.facility_id ?? null,
      });
      // The row as the resource answers it (presentOne), which the response schema then checks.
      return reply.code(201).send(saved as Maintenance);
    },
  });
}
