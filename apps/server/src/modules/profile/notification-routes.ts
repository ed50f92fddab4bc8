import { admits, RESIDENTS_ACCESS, notificationAccess } from '@acorn/domain/access';
import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callLogs, checkInLogs, messages } from '../../db/schema/index.js';
import { firstField } from '../../db/first-field.js';
import type { Db } from '../../db/types.js';
import { sendJsonText } from '../../lib/resource/list-rows.js';
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
export async function notificationCountsBody(db: Db, concern: Concern): Promise<string | Buffer> {
  const countOf = (table: typeof checkInLogs | typeof callLogs | typeof messages, where: SQL, n: SQL) =>
    sql`(select ${n} from ${table} where ${and(where, concerning(table, concern))})`;
  const family = 'familyOf' in concern;
  // One statement, its one value the response body (db/first-field.ts): on the embedded database each
  // statement costs a thread round trip, more than these index-only counts (ADR 0027).
  return (await firstField(
    db,
    sql`select json_build_object('missed_check_ins', m, 'call_requests', c, 'unread_messages', u,
        'total', m + c + u)::text
      from (select
        -- Per resident, as the list shows them: each resident's unopened failures count once.
        ${countOf(checkInLogs, unopenedFailure(), sql`count(distinct ${checkInLogs.user_id})`)} as m,
        ${family ? sql`0` : countOf(callLogs, openCallRequest, sql`count(*)`)} as c,
        ${family ? sql`0` : countOf(messages, unreadMessage, sql`count(*)`)} as u) x`,
  ))!;
}

/** The caller's concern: staff see their scope's residents, a family member their own. */
export function concernOf(user: AuthUser): Concern {
  return admits(RESIDENTS_ACCESS, user.roles) ? { group: groupScope(user) } : { familyOf: user.user_id };
}

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/notifications/count', {
    config: { access: notificationAccess() },
    schema: {
      tags: ['notifications'],
      summary: 'Count what the header’s bell shows',
      operationId: 'getNotificationCounts',
      response: { 200: countsSchema },
    },
    handler: async (req, reply) =>
      sendJsonText(reply, await notificationCountsBody(app.db, concernOf(req.user!))),
  });
}
