import { RESIDENTS_ACCESS, notificationAccess } from '@acorn/domain/access';
import { acknowledgeSchema, notificationItemsSchema } from '@acorn/domain/residents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acknowledge } from './acknowledge.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
import { auditTextShown, notificationItemsBody } from './notification-items.js';
import { concernOf } from './notification-routes.js';

const tags = ['notifications'];

/** The header popover's lists (issue 17 point 5) and opening an item, which clears it for the group. */
export async function notificationItemsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/notifications/items', {
    config: { access: notificationAccess() },
    schema: {
      tags,
      summary: 'List what the header’s bell shows, newest first',
      operationId: 'listNotificationItems',
      response: { 200: notificationItemsSchema },
    },
    // Written by the database in the response schema's shape (notification-items.test.ts checks it).
    handler: async (req, reply) => {
      const body = await notificationItemsBody(app.db, concernOf(req.user!));
      await auditTextShown(req, body);
      return sendJsonText(reply, body);
    },
  });

  api.post('/v1/acorn/notifications/acknowledge', {
    // Staff only: a family member is told about a missed check-in but does not clear it for the staff.
    config: { access: RESIDENTS_ACCESS },
    schema: {
      tags,
      summary: 'Clear a notification for the whole group',
      operationId: 'acknowledgeNotification',
      body: acknowledgeSchema,
    },
    handler: async (req, reply) => {
      await acknowledge(req, req.body.kind, req.body.id);
      return reply.code(204).send();
    },
  });
}
