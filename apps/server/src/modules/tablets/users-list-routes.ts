import { RESIDENTS_ACCESS } from '@acorn/domain/access';
import {
  STATUS_FILTERS,
  tabletFilterOf,
  usersListSchema,
  usersQuerySchema,
  type StatusFilter,
  type TabletUser,
  type UsersList,
  type UsersQuery,
} from '@acorn/domain/residents';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acornUsers, groups, userMetrics } from '../../db/schema/index.js';
import { groupScope, inScope } from '../../lib/group-scope.js';
import { bucketWhere, tabletFilterWhere } from '../tablet-link/tablet-filter.js';
import { presentTabletUser, tabletUserColumns } from './tablet-user-columns.js';

const access = RESIDENTS_ACCESS;

/**
 * The tablets list's data (doc 2 §7 "get all users"): one page of users with their tablets' latest
 * reports, filtered, counted and paged by the database, with each status checkbox's bucket (Unknown too,
 * so they add up to the total) counted over every filter but the status one.
 */
export async function listUsers(req: FastifyRequest, query: UsersQuery): Promise<UsersList> {
  const { db } = req.server;
  const now = req.server.clock();
  const scope = groupScope(req.user!);
  const filter = tabletFilterOf(query);
  const where = tabletFilterWhere(filter, scope, now);
  const withoutStatus = tabletFilterWhere({ ...filter, status: null }, scope, now);

  const page = db
    .select(tabletUserColumns)
    .from(acornUsers)
    .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
    .leftJoin(groups, eq(groups.group_id, acornUsers.group_id))
    .where(where)
    .orderBy(asc(acornUsers.surname), asc(acornUsers.firstname), asc(acornUsers.user_id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const bucketCounts = Object.fromEntries(
    STATUS_FILTERS.map((b) => [
      b,
      sql<number>`count(*) filter (where ${bucketWhere(b, now)})`.mapWith(Number),
    ]),
  ) as Record<StatusFilter, ReturnType<typeof count>>;
  const [rows, [totals], [buckets], visibleGroups] = await Promise.all([
    page,
    db
      .select({ n: count() })
      .from(acornUsers)
      .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
      .where(where),
    db
      .select(bucketCounts)
      .from(acornUsers)
      .leftJoin(userMetrics, eq(userMetrics.user_id, acornUsers.user_id))
      .where(withoutStatus),
    db
      .select({ group_id: groups.group_id, title: groups.title })
      .from(groups)
      .where(inScope(groups.group_id, scope))
      .orderBy(asc(groups.title)),
  ]);

  const users = rows.map((row): TabletUser => presentTabletUser(row, now));
  return {
    users,
    deviceDetails: users
      .filter((u) => u.acorn_id)
      .map((u) => ({ acorn_id: u.acorn_id!, user_status: u.user_status, last_seen: u.lastSeen })),
    device_counter: totals!.n,
    groups: visibleGroups,
    ...(buckets as Record<StatusFilter, number>),
  };
}

/**
 * GET /users (the tablets list's own path) and the spec's GET /acorn-users?user_type=&group_id= (doc 1 §7)
 * are one handler: the same filters, paging and scope (a group_id of another group selects nothing).
 */
export async function usersListRoutes(app: FastifyInstance) {
  const paths = [
    { url: '/v1/acorn/users', summary: 'List users with their tablets’ state', operationId: 'listUsers' },
    {
      url: '/v1/acorn/acorn-users',
      summary: 'List Acorn users with their tablets’ state',
      operationId: 'listAcornUsers',
    },
  ];
  for (const { url, summary, operationId } of paths) {
    app.withTypeProvider<ZodTypeProvider>().get(url, {
      config: { access },
      schema: {
        tags: ['tablets'],
        summary,
        operationId,
        querystring: usersQuerySchema,
        response: { 200: usersListSchema },
      },
      handler: (req) => listUsers(req, req.query),
    });
  }
}
