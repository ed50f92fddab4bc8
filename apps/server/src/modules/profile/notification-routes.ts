import { admits, RESIDENTS_ACCESS, notificationAccess } from '@acorn/domain';
import { and, count, countDistinct, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLogs, checkInLogs, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { groupScope } from '../../lib/group-scope.js';
import type { AuthUser } from '../identity/session-store.js';
import {
  concerning,
  openCallRequest,
  unopenedFailure,
  unreadMessage,
  type Concern,
} from './notification-sources.js';

const countsSchema = z.object({
  missed_check_ins: z.number(),
  call_requests: z.number(),
  unread_messages: z.number(),
  total: z.number(),
});

/**
 * What the header's bell shows: things a person should look at, defined as the popover's lists are
 * (notification-sources.ts), so the count and the lists agree. Staff: their group's (every group for role
 * 1). A family member: their own residents' missed check-ins, which their link shares by default; calls
 * and messages are between the resident and staff. Missed check-ins are counted per resident.
 */
export async function notificationCounts(db: Db, concern: Concern) {
  const countOf = async (
    table: typeof checkInLogs | typeof callLogs | typeof messages,
    where: SQL,
    n: SQL<number> = count(),
  ) =>
    Number(
      (
        await db
          .select({ n })
          .from(table)
          .where(and(where, concerning(table, concern)))
      )[0]?.n ?? 0,
    );
  const family = 'familyOf' in concern;
  const [missed_check_ins, call_requests, unread_messages] = await Promise.all([
    // Per resident, as the list shows them: each resident's unopened failures count once.
    countOf(checkInLogs, unopenedFailure(), countDistinct(checkInLogs.user_id)),
    family ? 0 : countOf(callLogs, openCallRequest),
    family ? 0 : countOf(messages, unreadMessage),
  ]);
  return {
    missed_check_ins,
    call_requests,
    unread_messages,
    total: missed_check_ins + call_requests + unread_messages,
  };
}

/** The caller's concern: staff see their scope's residents, a family member their own. */
export function concernOf(user: AuthUser): Concern {
  return admits(RESIDENTS_ACCESS, user.roles) ? { group: groupScope(user) } : { familyOf: user.user_id };
}

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/notifications/count', {
    config: { access: notificationAccess() },
    schema: { tags: ['notifications'], response: { 200: countsSchema } },
    handler: (req) => notificationCounts(app.db, concernOf(req.user!)),
  });
}
