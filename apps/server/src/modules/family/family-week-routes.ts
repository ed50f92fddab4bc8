import { FAMILY_ACCESS } from '@acorn/domain/access';
import { familyHealthSummarySchema, familyWeekQuerySchema, familyWeekSchema } from '@acorn/domain/family';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeCte } from '../residents/events/event-reach.js';
import { auditChanges, residentBody } from '../residents/resident-read.js';
import { residentParams } from '../residents/resident-params.js';
import { placeCte, weekCte } from './family-clock.js';
import { healthSummaryOf, healthValuesJson, type HealthValuesRow } from './family-health.js';
import { familyWeekBody, familyWeekOf, type FamilyWeekRows } from './family-week-body.js';
import { linkedResident } from './linked-resident.js';

const config = { access: FAMILY_ACCESS };
const tags = ['family'];
const url = '/v1/acorn/family/residents/:user_id';

/**
 * The family member's status report (issue 20; doc 2 §2.6): their resident's week and health card. The
 * link is checked first (another family's resident is 404, a share not given 403); then one statement
 * reads the resident's care home, its clock, every shared kind and writes the read's audit row.
 */
export async function familyWeekRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${url}/week`, {
    config,
    schema: {
      tags,
      summary: 'Get a resident’s week, as far as the link shares it',
      operationId: 'getFamilyResidentWeek',
      params: residentParams,
      querystring: familyWeekQuerySchema,
      response: { 200: familyWeekSchema },
    },
    handler: async (req) => {
      const link = await linkedResident(req, req.params.user_id);
      const now = app.clock().toISOString();
      const body = await residentBody(req, link.user_id, familyWeekBody(link.shares, now), {
        with: sql`${homeCte}, ${placeCte}, ${weekCte(now, req.query.start)}`,
        audit: {
          entity: 'family_week',
          changes: auditChanges({ week_start: sql`(select start_day from week)::text` }),
        },
      });
      return familyWeekOf(JSON.parse(body.toString()) as FamilyWeekRows, link.shares);
    },
  });

  api.get(`${url}/health-summary`, {
    config,
    schema: {
      tags,
      summary: 'Get a resident’s latest health values',
      operationId: 'getFamilyResidentHealthSummary',
      params: residentParams,
      response: { 200: familyHealthSummarySchema },
    },
    handler: async (req) => {
      const link = await linkedResident(req, req.params.user_id, 'health');
      const body = await residentBody(req, link.user_id, healthValuesJson(), {
        with: placeCte,
        audit: { entity: 'family_health' },
      });
      return healthSummaryOf(JSON.parse(body.toString()) as HealthValuesRow);
    },
  });
}
