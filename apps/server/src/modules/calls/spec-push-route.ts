import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import { callStartedSchema } from '@acorn/domain/tablet-link';
import { TABLET_MESSAGES, sendFcmNotificationInputSchema } from '@acorn/domain/tablets';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { groupScope } from '../../lib/group-scope.js';
import { notFound } from '../../lib/http-error.js';
import { visibleResident } from '../residents/visible-resident.js';
import { usersOfTokens } from '../tablet-link/commands/token-recipients.js';
import { callerOf, ringFromPortal } from './portal-ring.js';

/** A resident's user id written as text: the spec's clients may send `to` either way. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * The spec's call push, POST /v1/acorn/sendFCMNotificationLatest (doc 2 §7; the schema says what each field
 * is): a call from the signed-in staff member to the resident whose tablet `to` names, exactly as the
 * residents screen's Call places it (over the link, and FCM where configured).
 */
export async function specPushRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/v1/acorn/sendFCMNotificationLatest', {
    config: { access: RESIDENTS_ACCESS },
    schema: {
      tags: ['calls'],
      summary: 'Ring a resident’s tablet named by push token or user id',
      operationId: 'sendCallNotification',
      body: sendFcmNotificationInputSchema,
      response: { 201: callStartedSchema },
    },
    handler: async (req, reply) => {
      const { to, title, body } = req.body;
      const userId =
        typeof to === 'number'
          ? to
          : ((await usersOfTokens(app.db, [to], groupScope(req.user!))).user_ids[0] ??
            (ID_TEXT.test(to) ? Number(to) : null));
      if (userId === null) throw notFound(TABLET_MESSAGES.loadUserFailed);
      const resident = await visibleResident(req, userId);
      const text = { ...(title ? { title } : {}), ...(body ? { body } : {}) };
      return reply.code(201).send(await ringFromPortal(req, resident, await callerOf(req), text));
    },
  });
}
