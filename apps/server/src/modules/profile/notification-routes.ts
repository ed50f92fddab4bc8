import { admits, RESIDENTS_ACCESS, notificationAccess } from '@acorn/domain';
import { and, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acornUsers, callLogs, familyLinks, messages } from '../../db/schema/index.js';
import type { Db } from '../../db/types.js';
import { groupScope, inScope } from '../../lib/group-scope.js';

/** is_online 2 = the resident's last check-in Failed (schema/residents.ts). */
const CHECK_IN_FAILED = 2;
const RESIDENT = 2;

const countsSchema = z.object({
  missed_check_ins: z.number(),
  call_requests: z.number(),
  unread_messages: z.number(),
  total: z.number(),
});

/** Whose residents a count is about: a group (null: every group, role 1), or a family member's own. */
type Concern = { group: number | null } | { familyOf: number };

/**
 * What the header's bell shows: things a person should look at. Staff: their group's (every group for role
 * 1). A family member: their own residents' missed check-ins, which their link shares by default; calls and
 * messages are between the resident and staff.
 */
export async function notificationCounts(db: Db, concern: Concern) {
  if ('familyOf' in concern) {
    const [row] = await db
      .select({ n: count() })
      .from(acornUsers)
      .innerJoin(familyLinks, eq(familyLinks.user_id, acornUsers.user_id))
      .where(
        and(eq(familyLinks.portal_user_id, concern.familyOf), eq(acornUsers.is_online, CHECK_IN_FAILED)),
      );
    const missed_check_ins = Number(row?.n ?? 0);
    return { missed_check_ins, call_requests: 0, unread_messages: 0, total: missed_check_ins };
  }
  const scope = concern.group;
  const countOf = async (
    table: typeof acornUsers | typeof callLogs | typeof messages,
    where: SQL | undefined,
  ) => Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
  const [missed_check_ins, call_requests, unread_messages] = await Promise.all([
    countOf(
      acornUsers,
      and(
        eq(acornUsers.user_type, RESIDENT),
        eq(acornUsers.is_online, CHECK_IN_FAILED),
        inScope(acornUsers.group_id, scope),
      ),
    ),
    // A request stays on the badge until someone acknowledges it.
    countOf(
      callLogs,
      and(
        eq(callLogs.status, 'requested'),
        isNull(callLogs.acknowledged_at),
        inScope(callLogs.group_id, scope),
      ),
    ),
    countOf(
      messages,
      and(eq(messages.direction, 'from_tablet'), isNull(messages.read_at), inScope(messages.group_id, scope)),
    ),
  ]);
  return {
    missed_check_ins,
    call_requests,
    unread_messages,
    total: missed_check_ins + call_requests + unread_messages,
  };
}

export async function notificationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/v1/acorn/notifications/count', {
    config: { access: notificationAccess() },
    schema: { tags: ['notifications'], response: { 200: countsSchema } },
    handler: async (req) => {
      const me = req.user!;
      const staff = admits(RESIDENTS_ACCESS, me.roles);
      return notificationCounts(app.db, staff ? { group: groupScope(me) } : { familyOf: me.user_id });
    },
  });
}
