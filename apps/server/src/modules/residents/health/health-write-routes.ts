import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  HEALTH_MESSAGES,
  checkHealthRanges,
  checkHealthReading,
  healthCorrectionInputSchema,
  healthRangesInputSchema,
  healthReadingInputSchema,
  healthReadingParams,
  healthReadingSchema,
  healthSummarySchema,
} from '@acorn/domain/health';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, notFound } from '../../../lib/http-error.js';
import { residentParams } from '../resident-params.js';
import { readingById } from './health-history.js';
import { roundedRanges, saveRanges } from './health-ranges.js';
import { healthRefusalSchema, healthResident, type HealthResident } from './health-resident.js';
import { healthSummary } from './health-summary.js';
import { residentReading, storeReading } from './health-writes.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/health';
const saved = z.object({ message: z.string(), item: healthReadingSchema });

/**
 * Staff's health writes: each checked first by the domain's rule in the units of the resident's facility
 * (400 `{ message, field }`, as the form shows it), then stored with its audit row in one transaction.
 */
export async function healthWriteRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** 201 with the stored reading; every open Health panel of the group is told, and refreshes. */
  const stored = async (reply: FastifyReply, who: HealthResident, id: number, message: string) => {
    app.tabletLink.events.emit({ type: 'health_reading', group_id: who.group_id, user_id: who.user_id });
    return reply.code(201).send({ message, item: await readingById(app.db, id) });
  };

  api.post(`${url}/readings`, {
    config: { access },
    schema: {
      tags,
      summary: 'Record a health reading for a resident',
      operationId: 'createResidentHealthReading',
      params: residentParams,
      body: healthReadingInputSchema,
      response: { 201: saved, 400: healthRefusalSchema },
    },
    handler: async (req, reply) => {
      const who = await healthResident(req, req.params.user_id);
      const failure = checkHealthReading(req.body, who.units, app.clock());
      if (failure) return reply.code(400).send(failure);
      // Null only for a correction: a new reading supersedes nothing.
      const id = (await storeReading(req, who, req.body))!;
      return stored(reply, who, id, HEALTH_MESSAGES.added);
    },
  });

  api.post(`${url}/readings/:reading_id/corrections`, {
    config: { access },
    schema: {
      tags,
      summary: 'Correct a resident’s health reading',
      operationId: 'correctResidentHealthReading',
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
      return stored(reply, who, id, HEALTH_MESSAGES.corrected);
    },
  });

  api.put(`${url}/ranges`, {
    config: { access },
    schema: {
      tags,
      summary: 'Set a resident’s normal ranges',
      operationId: 'updateResidentHealthRanges',
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
      return healthSummary(req, who.user_id, { audited: false });
    },
  });
}
