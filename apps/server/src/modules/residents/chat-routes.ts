import {
  RESIDENTS_ACCESS,
  chatPageSchema,
  chatQuerySchema,
  chatReadResultSchema,
  chatReadSchema,
  chatSendSchema,
  chatSentSchema,
} from '@acorn/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCommands } from '../tablet-link/commands/send-commands.js';
import { chatMessageOfCommand, chatPage } from './chat-history.js';
import { markChatRead } from './chat-read.js';
import { auditResident } from './resident-audit.js';
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
    schema: { tags, params: residentParams, querystring: chatQuerySchema, response: { 200: chatPageSchema } },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      const page = await chatPage(app.db, resident.user_id, req.query);
      await auditResident(app.db, req, resident, {
        action: 'read',
        entity: 'messages',
        changes: { before: req.query.before ?? null, shown: page.items.length },
      });
      return page;
    },
  });

  api.post(url, {
    config: { access },
    schema: { tags, params: residentParams, body: chatSendSchema, response: { 201: chatSentSchema } },
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
    schema: { tags, params: residentParams, body: chatReadSchema, response: { 200: chatReadResultSchema } },
    handler: async (req) => {
      const resident = await visibleResident(req, req.params.user_id);
      const marked = await markChatRead(app.db, app.tabletLink.events, resident, req.body.up_to, app.clock());
      return { marked };
    },
  });
}
