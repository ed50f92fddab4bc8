import { TABLETS_ACCESS } from '@acorn/domain/access';
import {
  fcmAcornInputSchema,
  messageAcornInputSchema,
  pushResultSchema,
  updateAcornInputSchema,
  type CommandInput,
  type PushResult,
} from '@acorn/domain/tablets';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupScope } from '../../lib/group-scope.js';
import { checkCommand, sendCommands } from './commands/send-commands.js';
import { usersOfTokens } from './commands/token-recipients.js';

const NO_TABLET_MATCHED = 'No tablet has registered these tokens.';

/**
 * A push helper's request as a POST /commands one: the same checks (role, list, text) first, then the
 * tokens resolved to users in the caller's groups. Tokens nobody there registered are reported, not an
 * error; if nothing is left to address, nothing is sent.
 */
async function send(
  req: FastifyRequest,
  input: CommandInput,
  tokens: readonly string[] = [],
): Promise<PushResult> {
  const named = input.user_ids ?? [];
  checkCommand(req.user!, input, named.length + tokens.length);
  const { user_ids, unknown } = await usersOfTokens(req.server.db, tokens, groupScope(req.user!));
  const all = [...new Set([...named, ...user_ids])];
  if (all.length === 0)
    return { message: NO_TABLET_MATCHED, commands: [], refused: [], unknown_tokens: unknown };
  const result = await sendCommands(req, { ...input, user_ids: all }, req.server.tabletLink.dispatcher);
  return { ...result, unknown_tokens: unknown };
}

/** The spec's push and update helpers (doc 1 §7, doc 2 §7), onto the command outbox. */
export async function pushHelperRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: TABLETS_ACCESS };
  const tags = ['commands'];
  const response = { 202: pushResultSchema };

  api.post('/v1/acorn/message-acorn', {
    config,
    schema: {
      tags,
      summary: 'Send a message to tablets by push token or user',
      operationId: 'sendTabletMessage',
      body: messageAcornInputSchema,
      response,
    },
    handler: async (req, reply) => {
      const { message, tokens, user_ids } = req.body;
      return reply.code(202).send(await send(req, { action: 'message', message, user_ids }, tokens ?? []));
    },
  });

  api.post('/v1/acorn/fcm-acorn', {
    config,
    schema: {
      tags,
      summary: 'Send a check-in or reset to tablets by push token or user',
      operationId: 'sendTabletAction',
      body: fcmAcornInputSchema,
      response,
    },
    handler: async (req, reply) => {
      const { action, tokens, user_ids, ttl, ...options } = req.body;
      const input: CommandInput =
        action === 'reset' ? { action, ...options, user_ids, ttl } : { action, user_ids, ttl };
      return reply.code(202).send(await send(req, input, tokens ?? []));
    },
  });

  api.post('/v1/acorn/update-acorn', {
    config,
    schema: {
      tags,
      summary: 'Tell tablets to update the Acorn app',
      operationId: 'sendAcornUpdate',
      body: updateAcornInputSchema,
      response,
    },
    handler: async (req, reply) => {
      const { user_id, acorn_versions_id } = req.body;
      const user_ids = Array.isArray(user_id) ? user_id : [user_id];
      return reply.code(202).send(await send(req, { action: 'update', acorn_versions_id, user_ids }));
    },
  });
}
