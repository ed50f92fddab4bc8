import { PERMISSION, RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  attendanceInputSchema,
  eventInviteResultSchema,
  residentEventParams,
  residentEventSchema,
  residentEventsPageSchema,
  residentEventsQuerySchema,
} from '@acorn/domain/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendJsonText } from '../../../lib/resource/list-rows.js';
import { residentBody } from '../resident-read.js';
import { residentParams } from '../resident-params.js';
import { visibleResident } from '../visible-resident.js';
import { markAttendance } from './attendance.js';
import { homeCte } from './event-reach.js';
import { eventBody, eventsPageBody } from './event-rows.js';
import { inviteResident } from './invite.js';

const access = RESIDENTS_ACCESS;
/**
 * The panel lists the group's public events and acts on them (attendance, invitations): a group that may
 * not read public events (READ_EDIT_PUBLIC_EVENTS) does not see them here either, or the bit would hide the
 * Activities screen and leave its rows one click away (ADR 0030).
 */
const permission = PERMISSION.READ_EDIT_PUBLIC_EVENTS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/events';

/** The Activities panel (doc 2 §2.1, issue 18): the events that reach a resident, attendance, invitations. */
export async function residentEventsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(url, {
    config: { access, permission },
    schema: {
      tags,
      summary: 'List the activities that reach a resident',
      operationId: 'listResidentEvents',
      params: residentParams,
      querystring: residentEventsQuerySchema,
      response: { 200: residentEventsPageSchema },
    },
    // One statement: the scope check, the resident's facility, the page and its total (resident-read.ts).
    handler: async (req, reply) =>
      sendJsonText(
        reply,
        await residentBody(req, req.params.user_id, eventsPageBody(req.query, app.clock().toISOString()), {
          with: homeCte,
          audit: { entity: 'public_event_attendances' },
        }),
      ),
  });

  api.put(`${url}/:event_id/attendance`, {
    config: { access, permission },
    schema: {
      tags,
      summary: 'Mark a resident’s attendance at an activity',
      operationId: 'updateResidentEventAttendance',
      params: residentEventParams,
      body: attendanceInputSchema,
      response: { 200: residentEventSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      await markAttendance(req, resident, req.params.event_id, req.body);
      const body = eventBody(req.params.event_id);
      return sendJsonText(reply, await residentBody(req, resident.user_id, body, { with: homeCte }));
    },
  });

  api.post(`${url}/:event_id/invite`, {
    config: { access, permission },
    schema: {
      tags,
      summary: 'Invite a resident to an activity on their tablet',
      operationId: 'inviteResidentToEvent',
      params: residentEventParams,
      response: { 202: eventInviteResultSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      const sent = await inviteResident(req, resident, req.params.event_id, app.tabletLink.dispatcher);
      return reply.code(202).send(sent);
    },
  });
}
