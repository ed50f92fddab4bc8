import {
  CALL_MESSAGES,
  RESIDENTS_ACCESS,
  TABLET_MESSAGES,
  callLogEntrySchema,
  callNoteInputSchema,
  callStartedSchema,
  idText,
} from '@acorn/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers, callLogs, groups, portalUsers, tabletCredentials } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { residentParams } from '../residents/resident-params.js';
import { visibleResident } from '../residents/visible-resident.js';
import { hasTablet } from '../tablet-link/tablet-filter.js';
import { findCall } from './call-store.js';

const access = RESIDENTS_ACCESS;
const tags = ['calls'];

/** Does the resident have a tablet that can ring: a device and a live credential (it has enrolled)? */
async function canRing(req: FastifyRequest, userId: number): Promise<boolean> {
  const [tablet] = await req.server.db
    .select({ user_id: acornUsers.user_id })
    .from(acornUsers)
    .innerJoin(tabletCredentials, eq(tabletCredentials.user_id, acornUsers.user_id))
    .where(and(eq(acornUsers.user_id, userId), hasTablet, isNull(tabletCredentials.revoked_at)));
  return tablet !== undefined;
}

/** The caller's name for the call log, and as the resident's tablet shows it: 'Anne Byrne (Maple Grove Care)'. */
async function callerOf(req: FastifyRequest) {
  const [me] = await req.server.db
    .select({ firstname: portalUsers.firstname, surname: portalUsers.surname, home: groups.title })
    .from(portalUsers)
    .innerJoin(groups, eq(groups.group_id, portalUsers.group_id))
    .where(eq(portalUsers.user_id, req.user!.user_id));
  const name = `${me!.firstname} ${me!.surname}`.trim();
  return { name, caller: `${name} (${me!.home})` };
}

/** Calls from the portal to a resident's tablet (issue 22); their signals travel the live stream. */
export async function callRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/v1/acorn/residents/:user_id/calls', {
    config: { access },
    schema: { tags, params: residentParams, response: { 201: callStartedSchema } },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      if (!(await canRing(req, resident.user_id))) throw new HttpError(422, TABLET_MESSAGES.noDeviceToken);
      const user = req.user!;
      const call = await app.tabletLink.calls.ring(
        { ...resident, portal_user_id: user.user_id, ...(await callerOf(req)) },
        { user_id: user.user_id, email: user.email, ip: req.ip },
      );
      if (!call) throw new HttpError(409, CALL_MESSAGES.alreadyInCall);
      const started = { call_id: call.id, rings_until: call.rings_until, ice_servers: app.config.iceServers };
      return reply.code(201).send(started);
    },
  });

  api.put('/v1/acorn/calls/:call_id/note', {
    config: { access },
    schema: {
      tags,
      params: z.object({ call_id: idText }),
      body: callNoteInputSchema,
      response: { 200: callLogEntrySchema },
    },
    handler: async (req) => {
      const call = await findCall(app.db, req.params.call_id);
      // Only the call's portal party writes its note; anyone else's call is not theirs to find.
      if (!call || call.portal_user_id !== req.user!.user_id) throw notFound();
      if (call.call_log_id === null) throw new HttpError(409, CALL_MESSAGES.notEnded);
      const note = req.body.note || null;
      const [entry] = await app.db
        .update(callLogs)
        .set({ note })
        .where(eq(callLogs.id, call.call_log_id))
        .returning();
      if (!entry) throw notFound();
      await writeAudit(app.db, req, {
        action: 'update',
        entity: 'call_logs',
        entity_id: entry.id,
        group_id: entry.group_id,
        resident_id: entry.user_id,
        changes: { note },
      });
      const { id, user_id, name, is_outgoing, date, duration } = entry;
      return {
        id,
        user_id,
        name,
        isOutgoing: is_outgoing,
        date: new Date(date).toISOString(),
        duration,
        note,
      };
    },
  });
}
