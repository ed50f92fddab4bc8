import {
  HEALTH_MESSAGES,
  RESIDENTS_ACCESS,
  checkHealthRanges,
  checkHealthReading,
  healthCorrectionInputSchema,
  healthHistoryPageSchema,
  healthHistoryQuerySchema,
  healthRangesInputSchema,
  healthReadingInputSchema,
  healthReadingParams,
  healthReadingSchema,
  healthSeriesQuerySchema,
  healthSeriesSchema,
  healthSummarySchema,
} from '@acorn/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { sendJsonText } from '../../../lib/resource/list-rows.js';
import { residentBody } from '../resident-read.js';
import { residentParams } from '../resident-params.js';
import { healthHistoryBody, readingById } from './health-history.js';
import { roundedRanges, saveRanges } from './health-ranges.js';
import { healthRefusalSchema, healthResident } from './health-resident.js';
import { healthSeriesBody } from './health-series.js';
import { healthSummaryBody, withFlags } from './health-summary.js';
import { residentReading, storeReading } from './health-writes.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/health';
const saved = z.object({ message: z.string(), item: healthReadingSchema });
const resident = sql`resident.user_id`;

/**
 * A resident's health readings (issue 18): roles 1 and 2, group-scoped (another group's resident is 404),
 * every read audited in the statement that reads, every write checked by the domain's rule first (400
 * naming the field) and audited in its transaction; a stored reading is told to every open Health panel.
 */
export async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const summary = (req: FastifyRequest, userId: number, audited: boolean) =>
    residentBody(req, userId, healthSummaryBody(resident), audited ? { audit: { entity: 'health' } } : {});
  const told = (r: { user_id: number; group_id: number }) =>
    app.tabletLink.events.emit({ type: 'health_reading', group_id: r.group_id, user_id: r.user_id });

  api.get(url, {
    config: { access },
    schema: { tags, params: residentParams, response: { 200: healthSummarySchema } },
    handler: async (req) => withFlags(await summary(req, req.params.user_id, true)),
  });

  api.get(`${url}/series`, {
    config: { access },
    schema: { tags, params: residentParams, querystring: healthSeriesQuerySchema, response: { 200: healthSeriesSchema } },
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

  api.post(`${url}/readings`, {
    config: { access },
    schema: {
      tags,
      params: residentParams,
      body: healthReadingInputSchema,
      response: { 201: saved, 400: healthRefusalSchema },
    },
    handler: async (req, reply) => {
      const who = await healthResident(req, req.params.user_id);
      const failure = checkHealthReading(req.body, who.units, app.clock());
      if (failure) return reply.code(400).send(failure);
      const id = (await storeReading(req, who, req.body))!;
      told(who);
      return reply.code(201).send({ message: HEALTH_MESSAGES.added, item: await readingById(app.db, id) });
    },
  });

  api.post(`${url}/readings/:reading_id/corrections`, {
    config: { access },
    schema: {
      tags,
      params: healthReadingParams,
      body: healthCorrectionInputSchema,
      response: { 201: saved, 400: healthRefusalSchema },
    },
    handler: async (req, reply) => {
      const who = await healthResident(req, req.params.user_id);
      const failure = checkHealthReading(req.body, who.units, app.clock(), { correction: true });
      if (failure) return reply.code(400).send(failure);
      const reading = await residentReading(req, who.user_id, req.params.reading_id);
      if (!reading) throw notFound();
      const id = await storeReading(req, who, req.body, reading);
      if (id === null) throw new HttpError(409, HEALTH_MESSAGES.alreadySuperseded);
      told(who);
      return reply.code(201).send({ message: HEALTH_MESSAGES.corrected, item: await readingById(app.db, id) });
    },
  });

  api.put(`${url}/ranges`, {
    config: { access },
    schema: {
      tags,
      params: residentParams,
      body: healthRangesInputSchema,
      response: { 200: healthSummarySchema, 400: healthRefusalSchema },
    },
    handler: async (req, reply) => {
      const who = await healthResident(req, req.params.user_id);
      const ranges = roundedRanges(req.body);
      const failure = checkHealthRanges(ranges, who.units);
      if (failure) return reply.code(400).send(failure);
      await saveRanges(req, who, ranges);
      // The write's audit row stands for what it answers: this read is not audited again.
      return withFlags(await summary(req, who.user_id, false));
    },
  });
}
