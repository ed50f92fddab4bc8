import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  healthHistoryPageSchema,
  healthHistoryQuerySchema,
  healthSeriesQuerySchema,
  healthSeriesSchema,
  healthSummarySchema,
} from '@acorn/domain/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../../lib/resource/list-rows.js';
import { residentBody } from '../resident-read.js';
import { residentParams } from '../resident-params.js';
import { healthHistoryBody } from './health-history.js';
import { healthSeriesBody } from './health-series.js';
import { healthSummary } from './health-summary.js';
import { healthWriteRoutes } from './health-write-routes.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/health';

/**
 * A resident's health readings (issue 18): roles 1 and 2, group-scoped (another group's resident is 404,
 * as every residents-screen route answers). Each read is one statement that checks the scope, writes the
 * body as JSON and its audit row (resident-read.ts); the writes are in health-write-routes.ts.
 */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(url, {
    config: { access },
    schema: {
      tags,
      summary: 'Get a resident’s health summary: ranges, latest values and notes',
      operationId: 'getResidentHealthSummary',
      params: residentParams,
      response: { 200: healthSummarySchema },
    },
    handler: (req) => healthSummary(req, req.params.user_id, { audited: true }),
  });

  api.get(`${url}/series`, {
    config: { access },
    schema: {
      tags,
      summary: 'Get a resident’s readings over a time range, for a chart',
      operationId: 'getResidentHealthSeries',
      params: residentParams,
      querystring: healthSeriesQuerySchema,
      response: { 200: healthSeriesSchema },
    },
    handler: async (req, reply) => {
      const to = req.query.to ? new Date(req.query.to) : app.clock();
      const { with: page, body, changes } = healthSeriesBody({ range: req.query.range, to });
      const audit = { entity: 'health', changes };
      return sendJsonText(reply, await residentBody(req, req.params.user_id, body, { with: page, audit }));
    },
  });

  api.get(`${url}/readings`, {
    config: { access },
    schema: {
      tags,
      summary: 'List a resident’s health readings',
      operationId: 'listResidentHealthReadings',
      params: residentParams,
      querystring: healthHistoryQuerySchema,
      response: { 200: healthHistoryPageSchema },
    },
    handler: async (req, reply) => {
      const { body, changes } = healthHistoryBody(req.query);
      const audit = { entity: 'health', changes };
      return sendJsonText(reply, await residentBody(req, req.params.user_id, body, { audit }));
    },
  });

  await app.register(healthWriteRoutes);
}
