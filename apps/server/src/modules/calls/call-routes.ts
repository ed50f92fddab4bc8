import { FAMILY_ACCESS, RESIDENTS_ACCESS } from '@acorn/domain/access';
import { callLogEntrySchema } from '@acorn/domain/residents';
import { idText } from '@acorn/domain/shared';
import {
  CALL_MESSAGES,
  callNoteInputSchema,
  callStartedSchema,
  ringingCallSchema,
} from '@acorn/domain/tablet-link';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLogs } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope } from '../../lib/group-scope.js';
import { linkedResident } from '../family/linked-resident.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { residentParams } from '../residents/resident-params.js';
import { visibleResident } from '../residents/visible-resident.js';
import { findCall, ringingIncoming } from './call-store.js';
import { callerOf, ringFromPortal } from './portal-ring.js';

const access = RESIDENTS_ACCESS;
const tags = ['calls'];

/**
 * Calls between the portal and residents' tablets (issue 22): staff and family members ring a tablet,
 * staff answer a tablet's call; the signals travel the live stream.
 */
export async function callRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/v1/acorn/residents/:user_id/calls', {
    config: { access },
    schema: {
      tags,
      summary: 'Ring a resident’s tablet',
      operationId: 'callResident',
      params: residentParams,
      response: { 201: callStartedSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      return reply.code(201).send(await ringFromPortal(req, resident, await callerOf(req)));
    },
  });

  api.post('/v1/acorn/family/residents/:user_id/calls', {
    config: { access: FAMILY_ACCESS },
    schema: {
      tags,
      summary: 'Ring a resident’s tablet as their family member',
      operationId: 'callFamilyResident',
      params: residentParams,
      response: { 201: callStartedSchema },
    },
    handler: async (req, reply) => {
      // Only a resident the member is linked to (else 404), and only when the link shares calls (else 403).
      const resident = await linkedResident(req, req.params.user_id, 'calls');
      const caller = await callerOf(req, resident.relationship);
      return reply.code(201).send(await ringFromPortal(req, resident, caller));
    },
  });

  api.get('/v1/acorn/calls/ringing', {
    config: { access },
    schema: {
      tags,
      summary: 'List the tablets’ calls ringing now',
      operationId: 'listRingingCalls',
      response: { 200: z.object({ items: z.array(ringingCallSchema) }) },
    },
    handler: async (req) => {
      const rows = await ringingIncoming(app.db, groupScope(req.user!));
      return { items: rows.map((row) => ({ ...row, rings_until: new Date(row.rings_until).toISOString() })) };
    },
  });

  api.post('/v1/acorn/calls/:call_id/answer', {
    config: { access },
    schema: {
      tags,
      summary: 'Answer a ringing call',
      operationId: 'answerCall',
      params: z.object({ call_id: idText }),
      response: { 200: callStartedSchema },
    },
    handler: async (req) => {
      const call = await findCall(app.db, req.params.call_id);
      // A tablet's call only, and only one of a resident this staff member may see: another group's call is
      // answered exactly as a missing one (the resident's own refusal named it; found by the access matrix).
      const scope = groupScope(req.user!);
      if (!call || call.direction !== 'incoming' || (scope !== null && call.group_id !== scope))
        throw notFound();
      await visibleResident(req, call.user_id);
      const user = req.user!;
      const { name } = await callerOf(req);
      const actor = { user_id: user.user_id, email: user.email, ip: req.ip };
      const answered =
        (await app.calls.answer(call.id, { user_id: user.user_id, name }, actor)) ??
        // A second press of Answer by whoever has it already is no conflict.
        ((await findCall(app.db, call.id))?.portal_user_id === user.user_id ? call : null);
      if (!answered) {
        const now = await findCall(app.db, call.id);
        const taken = now?.portal_user_id != null && now.state !== 'ended';
        throw new HttpError(409, taken ? CALL_MESSAGES.taken : CALL_MESSAGES.over);
      }
      const rings_until = new Date(answered.rings_until).toISOString();
      return { call_id: answered.id, rings_until, ice_servers: app.config.iceServers };
    },
  });

  api.put('/v1/acorn/calls/:call_id/note', {
    config: { access },
    schema: {
      tags,
      summary: 'Write the note on an ended call',
      operationId: 'updateCallNote',
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
