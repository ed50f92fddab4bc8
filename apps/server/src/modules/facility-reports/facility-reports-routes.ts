import { PERMISSION, screenAccess } from '@acorn/domain/access';
import {
  activitiesCsvName,
  activitiesReportSchema,
  facilityReportParams,
  facilityReportQuerySchema,
  maintenanceReportSchema,
} from '@acorn/domain/facility-reports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activitiesCsv } from './activities-csv.js';
import { activitiesReport } from './activities-report.js';
import { maintenanceReport } from './maintenance-report.js';
import { reportScope } from './report-facility.js';

const tags = ['facility reports'];
const base = '/v1/acorn/facilities/:facility_id';
/** The report pages' own access ('signed-in', doc 1 §6): the facility's scope is checked per request. */
const access = screenAccess('/activities_report');
const request = { tags, params: facilityReportParams, querystring: facilityReportQuerySchema };
/**
 * The activities report counts the group's public events and who attended them: a group that may not
 * read public events (READ_EDIT_PUBLIC_EVENTS) is refused it, as the Activities screens are (ADR 0030).
 */
const activities = { access, permission: PERMISSION.READ_EDIT_PUBLIC_EVENTS };

/**
 * The Facility Monthly Reports (doc 1 §2, doc 2 §2.1, issue 19), for any signed-in user, about a facility
 * of their scope only (another group's is answered as a missing one): the activities report, also as CSV,
 * and the maintenance report, for a month on the facility's clock (the last whole month unless asked).
 */
export async function facilityReportsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(`${base}/activities-report`, {
    config: activities,
    schema: {
      ...request,
      summary: 'Get a facility’s monthly activities report',
      operationId: 'getFacilityActivitiesReport',
      response: { 200: activitiesReportSchema },
    },
    handler: async (req) =>
      activitiesReport(app.db, await reportScope(req, req.params.facility_id, req.query.month)),
  });

  api.get(`${base}/activities-report.csv`, {
    config: activities,
    schema: {
      ...request,
      summary: 'Export a facility’s monthly activities report as CSV',
      operationId: 'exportFacilityActivitiesReport',
      response: { 200: z.string().describe('text/csv: one line per activity type, then No type and Total') },
    },
    handler: async (req, reply) => {
      const report = await activitiesReport(
        app.db,
        await reportScope(req, req.params.facility_id, req.query.month),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${activitiesCsvName(report.facility.name, report.month)}"`,
        )
        .send(activitiesCsv(report));
    },
  });

  api.get(`${base}/maintenance-report`, {
    config: { access },
    schema: {
      ...request,
      summary: 'Get a facility’s monthly maintenance report',
      operationId: 'getFacilityMaintenanceReport',
      response: { 200: maintenanceReportSchema },
    },
    handler: async (req) =>
      maintenanceReport(app.db, await reportScope(req, req.params.facility_id, req.query.month)),
  });
}
