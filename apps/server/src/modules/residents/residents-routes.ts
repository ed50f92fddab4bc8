import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  callLogPageSchema,
  checkInLogPageSchema,
  logQuerySchema,
  residentsCommandResultSchema,
  residentsCommandSchema,
  residentsPageSchema,
  residentsQuerySchema,
} from '@acorn/domain/residents';
import { commandResultSchema } from '@acorn/domain/tablets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { sendCommands } from '../tablet-link/commands/send-commands.js';
import { chatRoutes } from './chat-routes.js';
import { residentEventsRoutes } from './events/events-routes.js';
import { residentMaintenancesRoutes } from './maintenances/resident-maintenances-routes.js';
import { healthRoutes } from './health/health-routes.js';
import { medicalNotesRoutes } from './medical-notes-routes.js';
import { callLogBody, checkInLogBody } from './resident-logs.js';
import { residentBody } from './resident-read.js';
import { residentParams } from './resident-params.js';
import { residentsCommand } from './residents-command.js';
import { residentsListBody } from './residents-list.js';
import { visibleResident } from './visible-resident.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const one = '/v1/acorn/residents/:user_id';

/** The residents screen (/users, doc 2 §2.1, issue 17): every route group-scoped and role-checked. */
export async function residentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/residents', {
    config: { access },
    schema: {
      tags,
      summary: 'List residents with their check-ins, a page at a time',
      operationId: 'listResidents',
      querystring: residentsQuerySchema,
      response: { 200: residentsPageSchema },
    },
    // Written by the database in the response schema's shape (residents-list.test.ts checks it): sent as it is.
    handler: async (req, reply) => sendJsonText(reply, await residentsListBody(req, req.query)),
  });

  api.get(`${one}/check-ins`, {
    config: { access },
    schema: {
      tags,
      summary: 'List a resident’s check-ins, newest first',
      operationId: 'listResidentCheckIns',
      params: residentParams,
      querystring: logQuerySchema,
      response: { 200: checkInLogPageSchema },
    },
    handler: async (req, reply) =>
      sendJsonText(
        reply,
        await residentBody(req, req.params.user_id, checkInLogBody(req.query), {
          audit: { entity: 'check_in_logs' },
        }),
      ),
  });

  api.get(`${one}/calls`, {
    config: { access },
    schema: {
      tags,
      summary: 'List a resident’s call log, newest first',
      operationId: 'listResidentCalls',
      params: residentParams,
      querystring: logQuerySchema,
      response: { 200: callLogPageSchema },
    },
    handler: async (req, reply) =>
      sendJsonText(
        reply,
        await residentBody(req, req.params.user_id, callLogBody(req.query), {
          audit: { entity: 'call_logs' },
        }),
      ),
  });

  api.post(`${one}/check-in`, {
    config: { access },
    schema: {
      tags,
      summary: 'Ask a resident’s tablet for a check-in',
      operationId: 'requestResidentCheckIn',
      params: residentParams,
      response: { 202: commandResultSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      // The tablet link's one path: 409 while Pending, 422 without a tablet, the spec's wording.
      const sent = await sendCommands(
        req,
        { action: 'check_in', user_ids: [resident.user_id] },
        app.tabletLink.dispatcher,
      );
      return reply.code(202).send(sent);
    },
  });

  api.post('/v1/acorn/residents/commands', {
    config: { access },
    schema: {
      tags,
      summary: 'Send a message or check-in to many residents',
      operationId: 'sendResidentsCommand',
      body: residentsCommandSchema,
      response: { 200: residentsCommandResultSchema },
    },
    handler: (req) => residentsCommand(req, req.body, app.tabletLink.dispatcher),
  });

  await app.register(chatRoutes);
  await app.register(medicalNotesRoutes);
  await app.register(residentEventsRoutes);
  await app.register(residentMaintenancesRoutes);
  await app.register(healthRoutes);
}
