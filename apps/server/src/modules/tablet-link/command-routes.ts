import { TABLETS_ACCESS } from '@acorn/domain/access';
import { USER_TYPE } from '@acorn/domain/residents';
import { idText } from '@acorn/domain/shared';
import { commandInputSchema, commandResultSchema, commandSchema, type Command } from '@acorn/domain/tablets';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers, commands } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { toApi } from '../../lib/resource/serialize.js';
import { sendCommands } from './commands/send-commands.js';

const access = TABLETS_ACCESS;
const tags = ['commands'];

// The table's action and state columns hold only the domain's values (the outbox writes nothing else).
const presentCommand = (row: typeof commands.$inferSelect): Command => {
  const { id, ...rest } = toApi(commands, row) as typeof row;
  return { ...rest, command_id: id } as Command;
};

/** Commands to tablets: one request for one tablet or thousands, and each command's state. */
export async function commandRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/v1/acorn/commands', {
    config: { access },
    schema: {
      tags,
      summary: 'Send a command to one tablet or many',
      operationId: 'sendCommand',
      body: commandInputSchema,
      response: { 202: commandResultSchema },
    },
    handler: async (req, reply) =>
      reply.code(202).send(await sendCommands(req, req.body, app.tabletLink.dispatcher)),
  });

  api.get('/v1/acorn/commands/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Get a command’s state',
      operationId: 'getCommand',
      params: z.object({ id: idText }),
      response: { 200: commandSchema },
    },
    handler: async (req) => {
      const scope = groupScope(req.user!);
      const [row] = await app.db
        .select()
        .from(commands)
        .where(and(eq(commands.id, req.params.id), inScope(commands.group_id, scope)));
      if (!row) throw notFound();
      // A command carries what staff said to the resident (a message's text): looking is audited.
      await writeAudit(app.db, req, {
        action: 'read',
        entity: 'commands',
        entity_id: row.id,
        group_id: row.group_id,
        resident_id: row.user_id,
      });
      return presentCommand(row);
    },
  });

  api.get('/v1/acorn/users/:user_id/commands', {
    config: { access },
    schema: {
      tags,
      summary: 'List a user’s latest commands',
      operationId: 'listUserCommands',
      params: z.object({ user_id: idText }),
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
      response: { 200: z.object({ items: z.array(commandSchema) }) },
    },
    handler: async (req) => {
      const scope = groupScope(req.user!);
      const [user] = await app.db
        .select({
          user_id: acornUsers.user_id,
          group_id: acornUsers.group_id,
          user_type: acornUsers.user_type,
        })
        .from(acornUsers)
        .where(and(eq(acornUsers.user_id, req.params.user_id), inScope(acornUsers.group_id, scope)));
      if (!user) throw notFound();
      await writeAudit(app.db, req, {
        action: 'read',
        entity: 'commands',
        entity_id: user.user_id,
        group_id: user.group_id,
        resident_id: user.user_type === USER_TYPE.TABLET_USER ? user.user_id : null,
      });
      const rows = await app.db
        .select()
        .from(commands)
        .where(eq(commands.user_id, user.user_id))
        .orderBy(desc(commands.id))
        .limit(req.query.limit);
      return { items: rows.map(presentCommand) };
    },
  });
}
