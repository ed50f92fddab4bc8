import { SERVICES_ACCESS } from '@acorn/domain/access';
import {
  APPOINTMENT_MESSAGES,
  APPOINTMENT_WINDOW_DAYS,
  appointmentInputSchema,
  appointmentParams,
  appointmentSchema,
  appointmentsQuerySchema,
  appointmentsSchema,
} from '@acorn/domain/activities';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupScope } from '../../lib/group-scope.js';
import { badRequest, messageSchema } from '../../lib/http-error.js';
import { auditResidentsRead } from '../residents/resident-audit.js';
import { appointmentsIn, facilitiesOf } from './appointment-rows.js';
import {
  createAppointment,
  deleteAppointment,
  updateAppointment,
  type Written,
} from './appointment-writes.js';
import { tellCalendars } from './calendar-commands.js';

const url = '/v1/acorn/appointments';
const one = `${url}/:appointment_id`;
const DAY_MS = 86_400_000;

/**
 * The services calendar (spec doc 2 §2.5, issue 20): roles 1 and 2 read and book their groups' residents'
 * appointments (role 1 every group, role 2 its own; another group's booking or resident is 404). After
 * each committed write the residents concerned get their calendar on their tablets. Reading bookings
 * with notes is audited per resident.
 */
export async function appointmentsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: SERVICES_ACCESS };
  const tags = ['appointments'];

  /** The tablets hear of a committed write; a failure there is logged, the booking stands. */
  async function told(req: FastifyRequest, written: Written) {
    await tellCalendars(req, written.residents, app.tabletLink.dispatcher).catch((error: unknown) =>
      req.log.error({ err: error }, 'appointments: calendar command failed'),
    );
    return written;
  }

  api.get(url, {
    config,
    schema: {
      tags,
      summary: 'List appointments in a time window',
      operationId: 'listAppointments',
      querystring: appointmentsQuerySchema,
      response: { 200: appointmentsSchema },
    },
    handler: async (req) => {
      const days = (Date.parse(req.query.to) - Date.parse(req.query.from)) / DAY_MS;
      if (!(days > 0 && days <= APPOINTMENT_WINDOW_DAYS)) throw badRequest(APPOINTMENT_MESSAGES.window);
      const scope = groupScope(req.user!);
      const [items, facilities] = await Promise.all([
        appointmentsIn(app.db, req.query, scope),
        facilitiesOf(app.db, scope),
      ]);
      // A booking's notes are clinical (what the visit is for): a read of each resident's, audited.
      const noted = items.filter((item) => item.notes);
      await auditResidentsRead(app.db, req, noted, 'appointments');
      return { items, facilities };
    },
  });

  api.post(url, {
    config,
    schema: {
      tags,
      summary: 'Book an appointment for a resident',
      operationId: 'createAppointment',
      body: appointmentInputSchema,
      response: { 201: appointmentSchema },
    },
    handler: async (req, reply) => {
      const { appointment } = await told(req, await createAppointment(req, req.body));
      return reply.code(201).send(appointment!);
    },
  });

  api.put(one, {
    config,
    schema: {
      tags,
      summary: 'Change an appointment',
      operationId: 'updateAppointment',
      params: appointmentParams,
      body: appointmentInputSchema,
      response: { 200: appointmentSchema },
    },
    handler: async (req) => {
      const written = await updateAppointment(req, req.params.appointment_id, req.body);
      return (await told(req, written)).appointment!;
    },
  });

  api.delete(one, {
    config,
    schema: {
      tags,
      summary: 'Delete an appointment',
      operationId: 'deleteAppointment',
      params: appointmentParams,
      response: { 200: messageSchema },
    },
    handler: async (req) => {
      await told(req, await deleteAppointment(req, req.params.appointment_id));
      return { message: APPOINTMENT_MESSAGES.deleted };
    },
  });
}
