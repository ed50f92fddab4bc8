import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  chatPageSchema,
  chatQuerySchema,
  chatReadResultSchema,
  chatReadSchema,
  chatSendSchema,
  chatSentSchema,
} from '@acorn/domain/residents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCommands } from '../tablet-link/commands/send-commands.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { chatMessageOfCommand, chatPageBody } from './chat-history.js';
import { markChatRead } from './chat-read.js';
import { residentBody } from './resident-read.js';
import { residentParams } from './resident-params.js';
import { visibleResident } from './visible-resident.js';

const access = RESIDENTS_ACCESS;
const tags = ['residents'];
const url = '/v1/acorn/residents/:user_id/messages';

/** The chat panel: the conversation with a resident's tablet, a staff message, and marking theirs read. */
export async function chatRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(url, {
    config: { access },
    schema: {
      tags,
      summary: 'List a resident’s chat messages',
      operationId: 'listResidentMessages',
      params: residentParams,
      querystring: chatQuerySchema,
      response: { 200: chatPageSchema },
    },
    // One statement: the scope check, the page and its audit row (resident-read.ts).
    handler: async (req, reply) => {
      const { body, page, changes } = chatPageBody(req.query);
      const audit = { entity: 'messages', changes };
      return sendJsonText(reply, await residentBody(req, req.params.user_id, body, { with: page, audit }));
    },
  });

  api.post(url, {
    config: { access },
    schema: {
      tags,
      summary: 'Send a chat message to a resident’s tablet',
      operationId: 'sendResidentMessage',
      params: residentParams,
      body: chatSendSchema,
      response: { 201: chatSentSchema },
    },
    handler: async (req, reply) => {
      const resident = await visibleResident(req, req.params.user_id);
      // The tablet link's own path: the text's rule, the outbox, the audit row, the live events.
      const sent = await sendCommands(
        req,
        { action: 'message', message: req.body.message, user_ids: [resident.user_id] },
        app.tabletLink.dispatcher,
      );
      const item = await chatMessageOfCommand(app.db, sent.commands[0]!.command_id);
      return reply.code(201).send({ message: sent.message, item: item! });
    },
  });

  api.post(`${url}/read`, {
    config: { access },
    schema: {
      tags,
      summary: 'Mark a resident’s messages read',
      operationId: 'markResidentMessagesRead',
      params: residentParams,
      body: chatReadSchema,
      response: { 200: chatReadResultSchema },
    },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      const marked = await markChatRead(app.db, app.tabletLink.events, resident, req.body.up_to, app.clock());
      return { marked };
    },
  });
}
