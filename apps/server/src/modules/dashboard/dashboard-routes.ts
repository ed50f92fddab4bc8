import { DASHBOARD_ACCESS, hasPermission, PERMISSION } from '@acorn/domain/access';
import { dashboardParams, dashboardSchema } from '@acorn/domain/dashboard';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { firstField } from '../../db/first-field.js';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { MAX_ID } from '../../lib/resource/scoped-row.js';
import { dashboardBody } from './dashboard-body.js';
import { dayCtes } from './dashboard-day.js';

/**
 * The dashboard (doc 1 §2 /home, issue 19): one facility's day — its resident count, today's activities,
 * maintenances and birthdays, and the at-a-glance figures — in one statement whose one value is the body
 * (ADR 0027: on the embedded database a statement costs more than these plans). Another group's facility
 * is not found. Not audited: like the lists it sits beside, it reads no resident's private record.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/v1/acorn/facilities/:facility_id/dashboard', {
    config: { access: DASHBOARD_ACCESS },
    schema: {
      tags: ['dashboard'],
      summary: 'Get a facility’s day for the dashboard',
      operationId: 'getFacilityDashboard',
      params: dashboardParams,
      response: { 200: dashboardSchema },
    },
    handler: async (req, reply) => {
      const { facility_id } = req.params;
      if (facility_id > MAX_ID) throw notFound('Facility not found.');
      const now = app.clock().toISOString();
      const body = await firstField(
        app.db,
        // Always one row (firstField reads one): null when the facility is not in the user's scope.
        sql`with ${dayCtes(facility_id, groupScope(req.user!), now)} select (${dashboardBody(now, {
          activities: hasPermission(req.user!.permissions, PERMISSION.READ_EDIT_PUBLIC_EVENTS),
        })})`,
      );
      if (body == null) throw notFound('Facility not found.');
      return sendJsonText(reply, body);
    },
  });
}
